import type { GameStatus } from '@meydan/shared-types/schemas';
import type { LeagueRef, TeamRef } from './demo-reference.js';
import type { SimulatedResult } from './match-simulation.js';

/** A seeded game as the news, team sheets and stories that follow it read it. */
export interface GameRecord {
  id: number;
  league: LeagueRef;
  seasonId: number;
  seasonTitle: string;
  week: number;
  home: TeamRef;
  away: TeamRef;
  kickoffAt: Date;
  status: GameStatus;
  result: SimulatedResult | null;
  referee: string;
  attendance: number | null;
}

export interface SeasonRecord {
  id: number;
  league: LeagueRef;
  title: string;
  isCurrent: boolean;
  yearsAgo: number;
  games: GameRecord[];
}
