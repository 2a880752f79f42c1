import { Migration } from '@mikro-orm/migrations';
import { mediaSearchKey } from '../model/media-search.js';

const BATCH = 500;

interface MediaRow {
  id: number;
  original_name: string;
  alt: string | null;
}

/**
 * The media library. Uploads are searched like every other list (a folded `search_text` with a
 * trigram index, filled here for existing uploads). And it tells which uploads a news body uses: bodies
 * name uploads by URL (`…/yyyy/mm/{uuid}[-{width}].webp`, on this site or a CDN), so `media_keys(html)`
 * lists the `yyyy/mm/{uuid}` of each, and a GIN index over it answers "which news use these uploads"
 * without reading every body (a scan of 100,000 bodies took over half a second).
 */
export class Migration20261125150000 extends Migration {
  override async up(): Promise<void> {
    await this.execute(`alter table "media" add column "search_text" text not null default ''`);
    for (let after = 0; ;) {
      const rows = (await this.execute(`select id, original_name, alt from "media" where id > ? order by id limit ${BATCH}`, [
        after,
      ])) as MediaRow[];
      if (!rows.length) break;
      const params: unknown[] = [];
      const tuples = rows.map((row) => {
        params.push(row.id, mediaSearchKey({ originalName: row.original_name, alt: row.alt }));
        return '(?::int, ?::text)';
      });
      await this.execute(
        `update "media" set "search_text" = v.key from (values ${tuples.join(', ')}) as v(id, key) where "media".id = v.id`,
        params,
      );
      after = rows[rows.length - 1].id;
    }
    this.addSql('create index "media_search_text_trgm" on "media" using gin ("search_text" gin_trgm_ops);');
    this.addSql(`create or replace function media_keys(html text) returns text[] language sql immutable strict parallel safe as $$
  select coalesce(array_agg(distinct m[1]), '{}'::text[])
  from regexp_matches(html, '([0-9]{4}/[0-9]{2}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})', 'g') as m
$$;`);
    this.addSql('create index "news_media_keys_index" on "news" using gin (media_keys("body"));');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "news_media_keys_index";');
    this.addSql('drop function if exists media_keys(text);');
    this.addSql('drop index if exists "media_search_text_trgm";');
    this.addSql('alter table "media" drop column if exists "search_text";');
  }
}
