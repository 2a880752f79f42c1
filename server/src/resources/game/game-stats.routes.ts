import type { EntityManager } from '@mikro-orm/postgresql';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ConflictBodySchema,
  GameStatsInputSchema,
  GameStatsSchema,
  type GameStats,
  type GameStatsInput,
} from '@meydan/shared-types/schemas';
import type { FastifyInstance } from 'fastify';
import { IdParamsSchema, NoQuerySchema } from '../../crud/route-schemas.js';
import { coerceLocalizedNumbers } from '../../crud/localized-numbers.js';
import { UnitOfWork } from '../../crud/unit-of-work.js';
import { ValidationError } from '../../http-errors.js';
import { readStats } from '../../live/centre-parts.js';
import { loadGame } from './game-result.routes.js';
import { gameSnapshot } from './game-revisions.js';
import { replaceStats, statsErrors, statsOf } from './game-stats.js';

async function readGameStats(em: EntityManager, id: number): Promise<GameStats> {
  const game = await loadGame(em, id);
  const stats = (await readStats(em, [id])).get(id)!;
  return { id: game.id, version: game.version, ...stats };
}

const ONE = { params: IdParamsSchema, querystring: NoQuerySchema, response: { 200: GameStatsSchema } };

/**
 * GET/PUT /api/admin/game/:id/stats — both sides' figures, saved together as a change of the game (its
 * version checked like the line-ups'). Cards are not among them: the public statistics count the events.
 */
export function gameStatsRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.get('/:id/stats', { schema: ONE }, async (request) => readGameStats(request.em, Number(request.params.id)));

  routes.put(
    '/:id/stats',
    {
      schema: { ...ONE, body: GameStatsInputSchema, response: { ...ONE.response, 409: ConflictBodySchema(GameStatsSchema) } },
      preValidation: async (request) => {
        request.body = coerceLocalizedNumbers(GameStatsInputSchema, request.body) as GameStatsInput;
      },
    },
    async (request) =>
      UnitOfWork.run(request, async (uow) => {
        const { em } = uow;
        const id = Number(request.params.id);
        const game = await loadGame(em, id);
        await uow.checkVersion(game, request.body.version, (tx) => readGameStats(tx, id));
        const stats = statsOf(request.body);
        const errors = statsErrors(stats);
        if (Object.keys(errors).length) throw new ValidationError(errors);

        const change = await uow.begin(
          { resource: 'game', revisions: { resource: 'game', snapshot: (tx) => gameSnapshot(tx, game) } },
          true,
        );
        await replaceStats(em, game, stats);
        game.updatedAt = new Date();
        await em.flush();
        await change.done(id, { audit: [{ action: 'update', fields: ['stats'] }] });
        return readGameStats(em, id);
      }),
  );
}
