import { GAME_STATUSES, GameInputSchema, type GameStatus } from '@meydan/shared-types';
import type { ResourceDefinition } from '../../crud/resource.js';
import { ValidationError } from '../../plugins/http-errors.js';
import { idOf } from '../id-of.js';
import { Game } from './game.entity.js';
import { applyClock } from './game-clock.js';
import { gameErrors } from './game-rules.js';
import { gameResultRoutes } from './game-result.routes.js';

const OPEN: GameStatus[] = ['scheduled', 'live', 'half_time'];

export const gameResource: ResourceDefinition = {
  name: 'game',
  entity: Game as never,
  createSchema: GameInputSchema,
  sortable: ['kickoffAt', 'status', 'season', 'week', 'homeTeam', 'awayTeam'],
  defaultSort: ['kickoffAt', 'DESC'],
  filters: {
    season: { kind: 'id' },
    week: { kind: 'id' },
    status: { kind: 'enum', values: GAME_STATUSES },
    homeTeam: { kind: 'id' },
    awayTeam: { kind: 'id' },
    team: { kind: 'id', where: (t: number | number[]) => ({ $or: [{ homeTeam: t }, { awayTeam: t }] }) },
    kickoffAt_gte: { kind: 'date', op: '$gte' },
    kickoffAt_lte: { kind: 'date', op: '$lte' },
    needsResult: {
      kind: 'boolean',
      where: (v: boolean) =>
        v ? { kickoffAt: { $lt: new Date() }, status: { $in: OPEN } } : { $not: { kickoffAt: { $lt: new Date() }, status: { $in: OPEN } } },
    },
  },
  textFields: ['referee'],
  async prepare({ em, data, existing }) {
    const merged = {
      season: (data.season as number | undefined) ?? idOf(existing?.season),
      week: data.week !== undefined ? (data.week as number | null) : (idOf(existing?.week) ?? null),
      homeTeam: (data.homeTeam as number | undefined) ?? idOf(existing?.homeTeam),
      awayTeam: (data.awayTeam as number | undefined) ?? idOf(existing?.awayTeam),
      status: (data.status ?? existing?.status ?? 'scheduled') as GameStatus,
      homeScore: (data.homeScore !== undefined ? data.homeScore : existing?.homeScore) as number | null,
      awayScore: (data.awayScore !== undefined ? data.awayScore : existing?.awayScore) as number | null,
      homeHalfScore: (data.homeHalfScore !== undefined ? data.homeHalfScore : existing?.homeHalfScore) as number | null,
      awayHalfScore: (data.awayHalfScore !== undefined ? data.awayHalfScore : existing?.awayHalfScore) as number | null,
    };
    const errors = await gameErrors(em, merged);
    if (Object.keys(errors).length) throw new ValidationError(errors);
    applyClock(data, (existing?.status as GameStatus | undefined) ?? null, merged.status, new Date());
  },
  routes: gameResultRoutes,
};
