import { Migration } from '@mikro-orm/migrations';

/** Tables whose records carry a version (every entity built on the base properties). */
const VERSIONED = [
  'age',
  'base_information',
  'comment',
  'gallery',
  'gallery_item',
  'game',
  'known_device',
  'league',
  'media',
  'news',
  'position',
  'season',
  'season_team',
  'session',
  'sport',
  'stadium',
  'tag',
  'team',
  'users',
  'week',
];

/** Record versions: raised by every update, and an update based on an older read is refused. */
export class Migration20261124151742 extends Migration {
  override async up(): Promise<void> {
    // A constant default: PostgreSQL adds the column without rewriting the table.
    for (const table of VERSIONED) this.addSql(`alter table "${table}" add column "version" int not null default 1;`);
  }

  override async down(): Promise<void> {
    for (const table of VERSIONED) this.addSql(`alter table "${table}" drop column "version";`);
  }
}
