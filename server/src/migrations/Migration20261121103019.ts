import { Migration } from '@mikro-orm/migrations';

export class Migration20261121103019 extends Migration {
  override async up(): Promise<void> {
    // Trigram search behind the q filter of every list.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create table "age" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "search_text" text not null default '', "title" varchar(200) not null, "slug" varchar(100) not null, "sort_order" int not null default 0);`,
    );
    this.addSql(`alter table "age" add constraint "age_slug_unique" unique ("slug");`);

    this.addSql(
      `create table "media" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "kind" text check ("kind" in ('image', 'video')) not null, "storage_key" varchar(200) not null, "original_name" varchar(255) not null, "mime_type" varchar(100) not null, "size" bigint not null, "width" int null, "height" int null, "alt" varchar(200) null, "variants" jsonb not null default '[]');`,
    );
    this.addSql(`alter table "media" add constraint "media_storage_key_unique" unique ("storage_key");`);

    this.addSql(
      `create table "base_information" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "site_title" varchar(100) not null, "site_description" varchar(400) null, "about_html" text not null default '', "logo_id" int null, "contact_email" varchar(200) null, "contact_phone" varchar(40) null, "address" varchar(500) null, "social_links" jsonb not null, "footer_text" varchar(500) null, "share_image_id" int null);`,
    );

    this.addSql(
      `create table "position" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "search_text" text not null default '', "title" varchar(200) not null, "key" varchar(60) not null, "capacity" int not null default 5, "sort_order" int not null default 0);`,
    );
    this.addSql(`alter table "position" add constraint "position_key_unique" unique ("key");`);

    this.addSql(
      `create table "sport" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "search_text" text not null default '', "title" varchar(200) not null, "slug" varchar(100) not null, "icon_id" int null, "sort_order" int not null default 0, "is_active" boolean not null default true, "win_points" int not null default 3, "draw_points" int not null default 1, "loss_points" int not null default 0);`,
    );
    this.addSql(`alter table "sport" add constraint "sport_slug_unique" unique ("slug");`);

    this.addSql(
      `create table "league" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "search_text" text not null default '', "title" varchar(200) not null, "slug" varchar(100) not null, "sport_id" int not null, "age_id" int null, "logo_id" int null, "sort_order" int not null default 0, "is_active" boolean not null default true, "win_points" int null, "draw_points" int null, "loss_points" int null, "tie_breakers" jsonb not null, "zones" jsonb not null);`,
    );
    this.addSql(`alter table "league" add constraint "league_slug_unique" unique ("slug");`);
    this.addSql(`create index "league_sport_id_index" on "league" ("sport_id");`);

    this.addSql(
      `create table "season" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "search_text" text not null default '', "league_id" int not null, "title" varchar(200) not null, "starts_on" date null, "ends_on" date null, "is_current" boolean not null default false);`,
    );
    this.addSql(`create index "season_league_id_index" on "season" ("league_id");`);

    this.addSql(
      `create table "gallery" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "search_text" text not null default '', "kind" text check ("kind" in ('image', 'video')) not null, "title" varchar(200) not null, "slug" varchar(100) not null, "description" varchar(2000) null, "cover_id" int null, "sport_id" int null, "status" text check ("status" in ('draft', 'published')) not null default 'draft', "published_at" timestamptz null, "short_code" varchar(16) not null, "view_count" int not null default 0, "video_id" int null, "video_url" varchar(500) null, "poster_id" int null, "item_count" int not null default 0);`,
    );
    this.addSql(`alter table "gallery" add constraint "gallery_slug_unique" unique ("slug");`);
    this.addSql(`create index "gallery_sport_id_index" on "gallery" ("sport_id");`);
    this.addSql(`alter table "gallery" add constraint "gallery_short_code_unique" unique ("short_code");`);
    this.addSql(`create index "gallery_kind_status_published_at_index" on "gallery" ("kind", "status", "published_at");`);

    this.addSql(
      `create table "gallery_item" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "gallery_id" int not null, "media_id" int not null, "caption" varchar(500) null, "sort_order" int not null default 0);`,
    );
    this.addSql(`create index "gallery_item_gallery_id_index" on "gallery_item" ("gallery_id");`);

    this.addSql(
      `create table "stadium" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "search_text" text not null default '', "title" varchar(200) not null, "slug" varchar(100) not null, "city" varchar(80) null, "capacity" int null, "address" varchar(500) null, "image_id" int null);`,
    );
    this.addSql(`alter table "stadium" add constraint "stadium_slug_unique" unique ("slug");`);

    this.addSql(
      `create table "tag" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "search_text" text not null default '', "title" varchar(80) not null, "slug" varchar(100) not null);`,
    );
    this.addSql(`alter table "tag" add constraint "tag_title_unique" unique ("title");`);
    this.addSql(`alter table "tag" add constraint "tag_slug_unique" unique ("slug");`);

    this.addSql(
      `create table "gallery_tags" ("gallery_id" int not null, "tag_id" int not null, constraint "gallery_tags_pkey" primary key ("gallery_id", "tag_id"));`,
    );

    this.addSql(
      `create table "team" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "search_text" text not null default '', "title" varchar(200) not null, "short_title" varchar(40) null, "slug" varchar(100) not null, "sport_id" int not null, "logo_id" int null, "city" varchar(80) null, "founded_year" int null, "home_stadium_id" int null);`,
    );
    this.addSql(`alter table "team" add constraint "team_slug_unique" unique ("slug");`);
    this.addSql(`create index "team_sport_id_index" on "team" ("sport_id");`);

    this.addSql(
      `create table "season_team" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "season_id" int not null, "team_id" int not null, "points_adjustment" int not null default 0, "note" varchar(300) null);`,
    );
    this.addSql(`create index "season_team_team_id_index" on "season_team" ("team_id");`);
    this.addSql(`alter table "season_team" add constraint "season_team_season_id_team_id_unique" unique ("season_id", "team_id");`);

    this.addSql(
      `create table "users" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "email" varchar(200) not null, "display_name" varchar(80) not null, "password_hash" varchar(255) not null, "role" text check ("role" in ('admin', 'editor', 'user')) not null, "is_active" boolean not null default true, "last_login_at" timestamptz null);`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(
      `create table "session" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "token_hash" varchar(64) not null, "user_id" int not null, "expires_at" timestamptz not null, "last_seen_at" timestamptz not null, "ip" varchar(64) null, "user_agent" varchar(400) null);`,
    );
    this.addSql(`alter table "session" add constraint "session_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "session_user_id_index" on "session" ("user_id");`);
    this.addSql(`create index "session_expires_at_index" on "session" ("expires_at");`);

    this.addSql(
      `create table "week" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "season_id" int not null, "number" int not null, "title" varchar(100) null, "starts_on" date null, "ends_on" date null);`,
    );
    this.addSql(`alter table "week" add constraint "week_season_id_number_unique" unique ("season_id", "number");`);

    this.addSql(
      `create table "game" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "season_id" int not null, "week_id" int null, "home_team_id" int not null, "away_team_id" int not null, "stadium_id" int null, "kickoff_at" timestamptz not null, "status" text check ("status" in ('scheduled', 'live', 'half_time', 'finished', 'postponed', 'cancelled', 'awarded')) not null default 'scheduled', "home_score" int null, "away_score" int null, "home_half_score" int null, "away_half_score" int null, "referee" varchar(120) null, "attendance" int null, "report_news_id" int null);`,
    );
    this.addSql(`create index "game_week_id_index" on "game" ("week_id");`);
    this.addSql(`create index "game_home_team_id_index" on "game" ("home_team_id");`);
    this.addSql(`create index "game_away_team_id_index" on "game" ("away_team_id");`);
    this.addSql(`create index "game_season_id_kickoff_at_index" on "game" ("season_id", "kickoff_at");`);
    this.addSql(`create index "game_status_kickoff_at_index" on "game" ("status", "kickoff_at");`);
    this.addSql(`create index "game_kickoff_at_index" on "game" ("kickoff_at");`);

    this.addSql(
      `create table "news" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "search_text" text not null default '', "rutitr" varchar(200) null, "title" varchar(200) not null, "slug" varchar(100) not null, "lead" varchar(1000) null, "body" text not null default '', "cover_id" int null, "cover_alt" varchar(200) null, "sport_id" int null, "league_id" int null, "game_id" int null, "status" text check ("status" in ('draft', 'published')) not null default 'draft', "published_at" timestamptz null, "author_id" int null, "short_code" varchar(16) not null, "allow_comments" boolean not null default true, "seo_title" varchar(200) null, "seo_description" varchar(400) null, "view_count" int not null default 0);`,
    );
    this.addSql(`alter table "news" add constraint "news_slug_unique" unique ("slug");`);
    this.addSql(`create index "news_sport_id_index" on "news" ("sport_id");`);
    this.addSql(`create index "news_league_id_index" on "news" ("league_id");`);
    this.addSql(`create index "news_game_id_index" on "news" ("game_id");`);
    this.addSql(`alter table "news" add constraint "news_short_code_unique" unique ("short_code");`);
    this.addSql(`create index "news_status_published_at_index" on "news" ("status", "published_at");`);
    this.addSql(`create index "news_view_count_index" on "news" ("view_count");`);
    this.addSql(`create index "news_search_text_trgm" on "news" using gin ("search_text" gin_trgm_ops);`);

    this.addSql(
      `create table "news_teams" ("news_id" int not null, "team_id" int not null, constraint "news_teams_pkey" primary key ("news_id", "team_id"));`,
    );

    this.addSql(
      `create table "news_tags" ("news_id" int not null, "tag_id" int not null, constraint "news_tags_pkey" primary key ("news_id", "tag_id"));`,
    );

    this.addSql(
      `create table "news_positions" ("news_id" int not null, "position_id" int not null, constraint "news_positions_pkey" primary key ("news_id", "position_id"));`,
    );

    this.addSql(
      `create table "comment" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "news_id" int not null, "parent_id" int null, "author_name" varchar(60) not null, "author_email" varchar(200) null, "body" text not null, "status" text check ("status" in ('pending', 'approved', 'rejected', 'spam')) not null default 'pending', "ip_hash" varchar(64) null, "user_agent" varchar(400) null, "reply" text null, "replied_at" timestamptz null, "replied_by_id" int null);`,
    );
    this.addSql(`create index "comment_news_id_status_index" on "comment" ("news_id", "status");`);
    this.addSql(`create index "comment_status_created_at_index" on "comment" ("status", "created_at");`);

    this.addSql(
      `create table "game_event" ("id" serial primary key, "game_id" int not null, "minute" int not null, "extra_minute" int null, "side" text check ("side" in ('home', 'away')) not null, "type" text check ("type" in ('goal', 'own_goal', 'penalty_goal', 'penalty_missed', 'yellow_card', 'second_yellow', 'red_card', 'substitution', 'var_disallowed')) not null, "player" varchar(80) not null, "related_player" varchar(80) null, "sort_order" int not null default 0);`,
    );
    this.addSql(`create index "game_event_game_id_index" on "game_event" ("game_id");`);

    this.addSql(
      `alter table "base_information" add constraint "base_information_logo_id_foreign" foreign key ("logo_id") references "media" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "base_information" add constraint "base_information_share_image_id_foreign" foreign key ("share_image_id") references "media" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "sport" add constraint "sport_icon_id_foreign" foreign key ("icon_id") references "media" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "league" add constraint "league_sport_id_foreign" foreign key ("sport_id") references "sport" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "league" add constraint "league_age_id_foreign" foreign key ("age_id") references "age" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "league" add constraint "league_logo_id_foreign" foreign key ("logo_id") references "media" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "season" add constraint "season_league_id_foreign" foreign key ("league_id") references "league" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "gallery" add constraint "gallery_cover_id_foreign" foreign key ("cover_id") references "media" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "gallery" add constraint "gallery_sport_id_foreign" foreign key ("sport_id") references "sport" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "gallery" add constraint "gallery_video_id_foreign" foreign key ("video_id") references "media" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "gallery" add constraint "gallery_poster_id_foreign" foreign key ("poster_id") references "media" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "gallery_item" add constraint "gallery_item_gallery_id_foreign" foreign key ("gallery_id") references "gallery" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "gallery_item" add constraint "gallery_item_media_id_foreign" foreign key ("media_id") references "media" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "stadium" add constraint "stadium_image_id_foreign" foreign key ("image_id") references "media" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "gallery_tags" add constraint "gallery_tags_gallery_id_foreign" foreign key ("gallery_id") references "gallery" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "gallery_tags" add constraint "gallery_tags_tag_id_foreign" foreign key ("tag_id") references "tag" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "team" add constraint "team_sport_id_foreign" foreign key ("sport_id") references "sport" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "team" add constraint "team_logo_id_foreign" foreign key ("logo_id") references "media" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "team" add constraint "team_home_stadium_id_foreign" foreign key ("home_stadium_id") references "stadium" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "season_team" add constraint "season_team_season_id_foreign" foreign key ("season_id") references "season" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "season_team" add constraint "season_team_team_id_foreign" foreign key ("team_id") references "team" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "session" add constraint "session_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "week" add constraint "week_season_id_foreign" foreign key ("season_id") references "season" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "game" add constraint "game_season_id_foreign" foreign key ("season_id") references "season" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "game" add constraint "game_week_id_foreign" foreign key ("week_id") references "week" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "game" add constraint "game_home_team_id_foreign" foreign key ("home_team_id") references "team" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "game" add constraint "game_away_team_id_foreign" foreign key ("away_team_id") references "team" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "game" add constraint "game_stadium_id_foreign" foreign key ("stadium_id") references "stadium" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "game" add constraint "game_report_news_id_foreign" foreign key ("report_news_id") references "news" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "news" add constraint "news_cover_id_foreign" foreign key ("cover_id") references "media" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "news" add constraint "news_sport_id_foreign" foreign key ("sport_id") references "sport" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "news" add constraint "news_league_id_foreign" foreign key ("league_id") references "league" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "news" add constraint "news_game_id_foreign" foreign key ("game_id") references "game" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "news" add constraint "news_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "news_teams" add constraint "news_teams_news_id_foreign" foreign key ("news_id") references "news" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "news_teams" add constraint "news_teams_team_id_foreign" foreign key ("team_id") references "team" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "news_tags" add constraint "news_tags_news_id_foreign" foreign key ("news_id") references "news" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "news_tags" add constraint "news_tags_tag_id_foreign" foreign key ("tag_id") references "tag" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "news_positions" add constraint "news_positions_news_id_foreign" foreign key ("news_id") references "news" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "news_positions" add constraint "news_positions_position_id_foreign" foreign key ("position_id") references "position" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "comment" add constraint "comment_news_id_foreign" foreign key ("news_id") references "news" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "comment" add constraint "comment_parent_id_foreign" foreign key ("parent_id") references "comment" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "comment" add constraint "comment_replied_by_id_foreign" foreign key ("replied_by_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "game_event" add constraint "game_event_game_id_foreign" foreign key ("game_id") references "game" ("id") on update cascade on delete cascade;`,
    );
  }
}
