import { Migration } from '@mikro-orm/migrations';

const POSITIONS = `('goalkeeper', 'defender', 'midfielder', 'forward')`;
const SIDES = `('home', 'away')`;

/**
 * Players and team sheets. Events keep their names as typed and gain nullable links to squad players
 * beside them, so every stored event stays as it was; a removed player leaves the name behind.
 */
export class Migration20261127170000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "player" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, ` +
        `"version" int not null default 1, "search_text" text not null default '', "name" varchar(80) not null, "slug" varchar(100) not null, ` +
        `"photo_id" int null, "birth_date" date null, "position" text check ("position" in ${POSITIONS}) null, "nationality" varchar(60) null, ` +
        `"height" int null, "preferred_foot" text check ("preferred_foot" in ('right', 'left', 'both')) null, "team_id" int null, "shirt_number" int null);`,
    );
    this.addSql(`alter table "player" add constraint "player_slug_unique" unique ("slug");`);
    this.addSql(`alter table "player" add constraint "player_team_id_shirt_number_unique" unique ("team_id", "shirt_number");`);
    this.addSql(
      `alter table "player" add constraint "player_photo_id_foreign" foreign key ("photo_id") references "media" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "player" add constraint "player_team_id_foreign" foreign key ("team_id") references "team" ("id") on update cascade on delete set null;`,
    );
    // The same trigram index as every searchable list, so `q` on a long list of players stays an index scan.
    this.addSql(`create index "player_search_text_trgm" on "player" using gin ("search_text" gin_trgm_ops);`);

    this.addSql(
      `create table "game_lineup" ("id" serial primary key, "game_id" int not null, "side" text check ("side" in ${SIDES}) not null, ` +
        `"formation" varchar(16) not null, "coach" varchar(80) null);`,
    );
    this.addSql(`alter table "game_lineup" add constraint "game_lineup_game_id_side_unique" unique ("game_id", "side");`);
    this.addSql(
      `alter table "game_lineup" add constraint "game_lineup_game_id_foreign" foreign key ("game_id") references "game" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "game_lineup_entry" ("id" serial primary key, "game_id" int not null, "side" text check ("side" in ${SIDES}) not null, ` +
        `"bench" boolean not null default false, "sort_order" int not null default 0, "player_id" int null, "name" varchar(80) not null, ` +
        `"shirt_number" int null, "position" text check ("position" in ${POSITIONS}) null);`,
    );
    this.addSql(`create index "game_lineup_entry_player_id_index" on "game_lineup_entry" ("player_id");`);
    this.addSql(
      `create index "game_lineup_entry_game_id_side_bench_sort_order_index" on "game_lineup_entry" ("game_id", "side", "bench", "sort_order");`,
    );
    this.addSql(
      `alter table "game_lineup_entry" add constraint "game_lineup_entry_game_id_foreign" foreign key ("game_id") references "game" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "game_lineup_entry" add constraint "game_lineup_entry_player_id_foreign" foreign key ("player_id") references "player" ("id") on update cascade on delete set null;`,
    );

    this.addSql(`alter table "game_event" add column "player_id" int null, add column "related_player_id" int null;`);
    this.addSql(
      `alter table "game_event" add constraint "game_event_player_id_foreign" foreign key ("player_id") references "player" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "game_event" add constraint "game_event_related_player_id_foreign" foreign key ("related_player_id") references "player" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "game_event_player_id_index" on "game_event" ("player_id");`);
    this.addSql(`create index "game_event_related_player_id_index" on "game_event" ("related_player_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "game_event" drop column "player_id", drop column "related_player_id";`);
    this.addSql(`drop table if exists "game_lineup_entry" cascade;`);
    this.addSql(`drop table if exists "game_lineup" cascade;`);
    this.addSql(`drop table if exists "player" cascade;`);
  }
}
