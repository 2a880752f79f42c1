import { Migration } from '@mikro-orm/migrations';

/** A live game's clock: when its running half started and the minutes played before it. */
export class Migration20261124090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "game" add column "clock_started_at" timestamptz null, add column "clock_base" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "game" drop column "clock_started_at", drop column "clock_base";`);
  }
}
