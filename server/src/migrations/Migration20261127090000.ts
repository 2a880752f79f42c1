import { Migration } from '@mikro-orm/migrations';

/** A game's saves (its result included) are kept as revisions too, and go with the game. */
export class Migration20261127090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "revision" add column "game_id" int null;`);
    this.addSql(`create index "revision_game_id_id_index" on "revision" ("game_id", "id");`);
    this.addSql(
      `alter table "revision" add constraint "revision_game_id_foreign" foreign key ("game_id") references "game" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "revision" drop constraint "revision_game_id_foreign";`);
    this.addSql(`drop index "revision_game_id_id_index";`);
    this.addSql(`alter table "revision" drop column "game_id";`);
  }
}
