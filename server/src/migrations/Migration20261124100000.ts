import { Migration } from '@mikro-orm/migrations';

/**
 * A team page reads the team's latest and next games: walks of (home_team_id, kickoff_at) and
 * (away_team_id, kickoff_at) from now, backwards and forwards, that stop after a few rows. They replace
 * the single-column team indexes, whose lookups they serve as well.
 */
export class Migration20261124100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "game_home_team_id_kickoff_at_index" on "game" ("home_team_id", "kickoff_at");`);
    this.addSql(`create index "game_away_team_id_kickoff_at_index" on "game" ("away_team_id", "kickoff_at");`);
    this.addSql(`drop index if exists "game_home_team_id_index";`);
    this.addSql(`drop index if exists "game_away_team_id_index";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create index if not exists "game_home_team_id_index" on "game" ("home_team_id");`);
    this.addSql(`create index if not exists "game_away_team_id_index" on "game" ("away_team_id");`);
    this.addSql(`drop index if exists "game_home_team_id_kickoff_at_index";`);
    this.addSql(`drop index if exists "game_away_team_id_kickoff_at_index";`);
  }
}
