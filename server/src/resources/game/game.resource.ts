import { GAME_STATUSES, GameInputSchema, GameSchema, type GameStatus } from '@meydan/shared-types/schemas';
import { defineResource } from '../../crud/resource.js';
import { ValidationError } from '../../http-errors.js';
import { Game } from '../../model/game.entity.js';
import { applyClock } from '../../live/game-clock.js';
import { gameErrors } from './game-rules.js';
import { gameResultRoutes } from './game-result.routes.js';
import { gameLineupRoutes } from './game-lineup.routes.js';
import { gameCommentaryRoutes } from './game-commentary.routes.js';
import { gameStatsRoutes } from './game-stats.routes.js';
import { gameRevisions } from './game-revisions.js';
import { checkGameReport, reportsOf, setGameReport } from '../news/game-report.js';

const OPEN: GameStatus[] = ['scheduled', 'live', 'half_time'];

export const gameResource = defineResource({
  name: 'game',
  entity: Game,
  createSchema: GameInputSchema,
  recordSchema: GameSchema,
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
  revisions: gameRevisions,
  async prepare({ em, input, existing, next, set }) {
    const status = next.status ?? 'scheduled';
    const report = await checkGameReport(em, existing?.id ?? null, input.reportNews);
    const errors = { ...(await gameErrors(em, { ...next, status })), ...report.errors };
    if (Object.keys(errors).length) throw new ValidationError(errors);
    applyClock(set, existing?.status ?? null, status, new Date());
    // The report is stored on the news side; the game's version still rises, as for any change of its record.
    if (existing && report.changes) set.updatedAt = new Date();
  },
  async afterWrite({ em, input, entity }) {
    if (input.reportNews !== undefined) await setGameReport(em, entity.id, input.reportNews);
  },
  async decorate(records, entities, em) {
    const reports = await reportsOf(
      em,
      entities.map((g) => g.id),
    );
    records.forEach((r, i) => (r.reportNews = reports.get(entities[i].id) ?? null));
  },
  routes(app) {
    gameResultRoutes(app);
    gameLineupRoutes(app);
    gameCommentaryRoutes(app);
    gameStatsRoutes(app);
  },
});
