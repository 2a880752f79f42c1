import { Migration } from '@mikro-orm/migrations';
import { commentSearchKey } from '../model/comment-search.js';

const BATCH = 500;

interface CommentRow {
  id: number;
  author_name: string;
  body: string;
  reply: string | null;
}

/**
 * The back office searches comments like every other list: a folded `search_text` per comment with a
 * trigram index. Existing comments get theirs here, folded in the application as new ones are.
 */
export class Migration20261124120000 extends Migration {
  override async up(): Promise<void> {
    await this.execute(`alter table "comment" add column "search_text" text not null default ''`);
    for (let after = 0; ;) {
      const rows = (await this.execute(`select id, author_name, body, reply from "comment" where id > ? order by id limit ${BATCH}`, [
        after,
      ])) as CommentRow[];
      if (!rows.length) break;
      const params: unknown[] = [];
      const tuples = rows.map((row) => {
        params.push(row.id, commentSearchKey({ authorName: row.author_name, body: row.body, reply: row.reply }));
        return '(?::int, ?::text)';
      });
      await this.execute(
        `update "comment" set "search_text" = v.key from (values ${tuples.join(', ')}) as v(id, key) where "comment".id = v.id`,
        params,
      );
      after = rows[rows.length - 1].id;
    }
    this.addSql(`create index "comment_search_text_trgm" on "comment" using gin ("search_text" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "comment_search_text_trgm";`);
    this.addSql(`alter table "comment" drop column if exists "search_text";`);
  }
}
