import { Migration } from '@mikro-orm/migrations';

/**
 * How each sport lines up: eleven behind a goalkeeper unless said otherwise. The sports the demo and
 * most newsrooms start with are set by their slug; any other keeps football's shape until edited.
 */
export class Migration20261128000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "sport" add column "starters" int not null default 11, add column "has_goalkeeper" boolean not null default true;`);
    this.addSql(`update "sport" set "starters" = 5 where "slug" = 'فوتسال';`);
    this.addSql(`update "sport" set "starters" = 7 where "slug" = 'هندبال';`);
    this.addSql(`update "sport" set "starters" = 6, "has_goalkeeper" = false where "slug" = 'والیبال';`);
    this.addSql(`update "sport" set "starters" = 5, "has_goalkeeper" = false where "slug" = 'بسکتبال';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "sport" drop column "starters", drop column "has_goalkeeper";`);
  }
}
