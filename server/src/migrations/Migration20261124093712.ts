import { Migration } from '@mikro-orm/migrations';
import { toSearchKey } from '@meydan/shared-types/text';
import { gallerySearchVector, newsSearchVector } from '../search/search-vector.js';

const BATCH = 1000;
/** The lexemes of a tsvector literal as search-vector.ts writes them (`'word':1A,3 'other':2D`), with their positions. */
const LEXEME = /'((?:[^']|'')*)':([0-9A-D,]+)/g;

interface WordCount {
  docs: number;
  titles: number;
}

interface NewsRow {
  id: number;
  rutitr: string | null;
  title: string;
  lead: string | null;
  body: string;
}
interface GalleryRow {
  id: number;
  title: string;
  description: string | null;
}

/**
 * Public search: a tsvector per news item and gallery, built in the application from the same folded
 * words as the queries (see src/search), with a GIN index; and `search_word`, every indexed word, with a
 * trigram index, from which a query's typos and compounds are read. A trigger keeps the word list in
 * step with every write; existing rows are indexed here (their admin search keys refreshed on the way,
 * since the fold gained letters), before the indexes are built.
 */
export class Migration20261124093712 extends Migration {
  override async up(): Promise<void> {
    // Indexing a large site takes minutes; the server's per-statement limit is for requests, not this.
    if (this.ctx) await this.execute('set local statement_timeout = 0');
    await this.execute(`alter table "news" add column "search_vector" tsvector not null default ''`);
    await this.execute(`alter table "gallery" add column "search_vector" tsvector not null default ''`);
    /*
     * A search reads the vector of every row it walks: kept in the row (compressed if need be, moved out
     * only past 8 kB), it costs no TOAST lookups; the body goes out of line first.
     */
    await this.execute(`alter table "news" alter column "search_vector" set storage main, set (toast_tuple_target = 8160)`);

    const words = new Map<string, WordCount>();
    await this.backfill<NewsRow>(words, 'news', 'id, rutitr, title, lead, body', (n) => ({
      vector: newsSearchVector(n),
      key: toSearchKey([n.rutitr, n.title, n.lead].filter(Boolean).join(' ')),
    }));
    await this.backfill<GalleryRow>(words, 'gallery', 'id, title, description', (g) => ({
      vector: gallerySearchVector(g),
      key: toSearchKey([g.title, g.description].filter(Boolean).join(' ')),
    }));

    // In byte order ("C"), so that the words a beginning completes to are one range of the key.
    await this.execute(
      `create table "search_word" ("word" text collate "C" not null, "docs" int not null default 0, "titles" int not null default 0, constraint "search_word_pkey" primary key ("word"))`,
    );
    const list = [...words].filter(([w]) => [...w].length >= 2 && [...w].length <= 40);
    for (let i = 0; i < list.length; i += BATCH) {
      const batch = list.slice(i, i + BATCH);
      await this.execute(
        `insert into "search_word" ("word", "docs", "titles") values ${batch.map(() => '(?, ?, ?)').join(', ')}`,
        batch.flatMap(([w, c]) => [w, c.docs, c.titles]),
      );
    }
    for (const table of ['news', 'gallery']) {
      this.addSql(`create index "${table}_search_vector_index" on "${table}" using gin ("search_vector") where "status" = 'published';`);
      // The title alone (the A-weighted lexemes), for the first tier of the ranking.
      this.addSql(
        `create index "${table}_search_title_index" on "${table}" using gin (ts_filter("search_vector", '{a}')) where "status" = 'published';`,
      );
    }
    this.addSql(`create index "search_word_trgm" on "search_word" using gin ("word" gin_trgm_ops);`);

    /*
     * The counts say how many documents were ever indexed with the word (in any field, in the title): a
     * later edit or a delete does not take it back. They size a query and rank completions, nothing more.
     * Sorted inserts take the word locks in one order, so two writers never deadlock on them.
     */
    this.addSql(`create function "search_words_insert"() returns trigger language plpgsql as $$
      begin
        insert into "search_word" ("word", "docs", "titles")
        select l.lexeme, count(*), count(*) filter (where 'A' = any(l.weights))
        from "new_rows" r, unnest(r."search_vector") as l
        where char_length(l.lexeme) between 2 and 40
        group by l.lexeme order by l.lexeme
        on conflict ("word") do update set "docs" = "search_word"."docs" + excluded."docs", "titles" = "search_word"."titles" + excluded."titles";
        return null;
      end $$;`);
    this.addSql(`create function "search_words_update"() returns trigger language plpgsql as $$
      begin
        insert into "search_word" ("word", "docs", "titles")
        select l.lexeme, (o.lexeme is null)::int, ('A' = any(l.weights) and not coalesce('A' = any(o.weights), false))::int
        from unnest(new."search_vector") as l
        left join unnest(old."search_vector") as o on o.lexeme = l.lexeme
        where char_length(l.lexeme) between 2 and 40
          and (o.lexeme is null or ('A' = any(l.weights) and not ('A' = any(o.weights))))
        order by l.lexeme
        on conflict ("word") do update set "docs" = "search_word"."docs" + excluded."docs", "titles" = "search_word"."titles" + excluded."titles";
        return null;
      end $$;`);
    for (const table of ['news', 'gallery']) {
      // Bulk inserts (the seeders) pay once per statement; an update only when its text changed.
      this.addSql(`create trigger "${table}_search_words_insert" after insert on "${table}"
        referencing new table as "new_rows" for each statement execute function "search_words_insert"();`);
      this.addSql(`create trigger "${table}_search_words_update" after update of "search_vector" on "${table}"
        for each row when (old."search_vector" is distinct from new."search_vector") execute function "search_words_update"();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ['news', 'gallery']) {
      this.addSql(`drop trigger if exists "${table}_search_words_insert" on "${table}";`);
      this.addSql(`drop trigger if exists "${table}_search_words_update" on "${table}";`);
    }
    this.addSql(`drop function if exists "search_words_insert"();`);
    this.addSql(`drop function if exists "search_words_update"();`);
    this.addSql(`drop table if exists "search_word";`);
    for (const table of ['news', 'gallery']) {
      this.addSql(`drop index if exists "${table}_search_title_index";`);
      this.addSql(`drop index if exists "${table}_search_vector_index";`);
    }
    this.addSql(`alter table "news" reset (toast_tuple_target);`);
    this.addSql(`alter table "gallery" drop column if exists "search_vector";`);
    this.addSql(`alter table "news" drop column if exists "search_vector";`);
  }

  /** Reads a table in id order, a batch at a time, writes each row's vector and admin search key, and collects its words. */
  private async backfill<T extends { id: number }>(
    words: Map<string, WordCount>,
    table: string,
    columns: string,
    derive: (row: T) => { vector: string; key: string },
  ) {
    for (let after = 0; ;) {
      const rows = (await this.execute(`select ${columns} from "${table}" where id > ? order by id limit ${BATCH}`, [after])) as T[];
      if (!rows.length) return;
      const params: unknown[] = [];
      const tuples = rows.map((row) => {
        const { vector, key } = derive(row);
        for (const [, quoted, positions] of vector.matchAll(LEXEME)) {
          const word = quoted.replace(/''/g, "'");
          const count = words.get(word) ?? { docs: 0, titles: 0 };
          words.set(word, { docs: count.docs + 1, titles: count.titles + (positions.includes('A') ? 1 : 0) });
        }
        params.push(row.id, vector, key);
        return '(?::int, ?::tsvector, ?::text)';
      });
      await this.execute(
        `update "${table}" set "search_vector" = v.vector, "search_text" = v.key from (values ${tuples.join(', ')}) as v(id, vector, key) where "${table}".id = v.id`,
        params,
      );
      after = rows[rows.length - 1].id;
    }
  }
}
