import type { SportKey } from './catalog/sports.js';
import type { GameRecord } from './game-records.js';
import type { LeagueRef, TeamRef } from './demo-reference.js';

/** A news item before it is given dates, ids and placements. */
export interface NewsDraft {
  rutitr: string;
  title: string;
  lead: string;
  body: string;
  coverAlt: string;
  /** A key of SPORTS. */
  sport: SportKey | string;
  league: LeagueRef | null;
  teams: TeamRef[];
  game: GameRecord | null;
  /** Tag titles; unknown ones are ignored. */
  tags: string[];
  isReport: boolean;
}
