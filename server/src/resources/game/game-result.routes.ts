import type { EntityManager } from '@mikro-orm/postgresql';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ConflictBodySchema,
  EVENT_STATUSES,
  GameResultInputSchema,
  GameResultSchema,
  type GameResult,
  type GameResultInput,
} from '@meydan/shared-types/schemas';
import type { FastifyInstance } from 'fastify';
import { IdParamsSchema, NoQuerySchema } from '../../crud/route-schemas.js';
import { coerceLocalizedNumbers } from '../../crud/localized-numbers.js';
import { UnitOfWork } from '../../crud/unit-of-work.js';
import { notFound, ValidationError } from '../../http-errors.js';
import { Game, GameEvent, type IGame } from '../../model/game.entity.js';
import { ENTRY_ORDER, toGameEvent } from '../../model/game-event.record.js';
import { applyClock } from '../../live/game-clock.js';
import { gameErrors } from './game-rules.js';
import { replaceEvents } from './game-events.js';
import { eventPlayerErrors } from './event-players.js';
import { gameSnapshot } from './game-revisions.js';

const NO_GAME = 'بازی‌ای با این شناسه پیدا نشد.';

export async function loadGame(em: EntityManager, id: number) {
  const game = await em.findOne(Game, { id });
  if (!game) throw notFound(NO_GAME);
  return game;
}

async function readResult(em: EntityManager, id: number): Promise<GameResult> {
  const game = await loadGame(em, id);
  const events = await em.find(GameEvent, { game: id }, { orderBy: ENTRY_ORDER });
  return {
    id: game.id,
    version: game.version,
    status: game.status,
    homeScore: game.homeScore ?? null,
    awayScore: game.awayScore ?? null,
    homeHalfScore: game.homeHalfScore ?? null,
    awayHalfScore: game.awayHalfScore ?? null,
    events: events.map(toGameEvent),
  };
}

async function resultErrors(em: EntityManager, game: IGame, body: GameResultInput): Promise<Record<string, string>> {
  const errors = await gameErrors(em, {
    status: body.status,
    homeScore: body.homeScore,
    awayScore: body.awayScore,
    homeHalfScore: body.homeHalfScore ?? null,
    awayHalfScore: body.awayHalfScore ?? null,
  });
  if (body.events.length > 0 && !EVENT_STATUSES.includes(body.status)) {
    errors.events = 'رویدادها فقط برای بازی در جریان یا پایان‌یافته ثبت می‌شوند.';
  }
  return { ...errors, ...(await eventPlayerErrors(em, game, body.events)) };
}

/** GET/PUT /api/admin/game/:id/result — score, status and the whole events list in one save. */
const ONE = { params: IdParamsSchema, querystring: NoQuerySchema, response: { 200: GameResultSchema } };

export function gameResultRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.get('/:id/result', { schema: ONE }, async (request) => readResult(request.em, Number(request.params.id)));

  routes.put(
    '/:id/result',
    {
      schema: { ...ONE, body: GameResultInputSchema, response: { ...ONE.response, 409: ConflictBodySchema(GameResultSchema) } },
      preValidation: async (request) => {
        request.body = coerceLocalizedNumbers(GameResultInputSchema, request.body) as GameResultInput;
      },
    },
    // A result is a save of its game: checks, events, score, clock, log entry and revision land whole or not at all.
    async (request) =>
      UnitOfWork.run(request, async (uow) => {
        const { em } = uow;
        const id = Number(request.params.id);
        const game = await loadGame(em, id);
        const { version, ...body } = request.body;
        await uow.checkVersion(game, version, (tx) => readResult(tx, id));
        const errors = await resultErrors(em, game, request.body);
        if (Object.keys(errors).length) throw new ValidationError(errors);

        const change = await uow.begin(
          { resource: 'game', revisions: { resource: 'game', snapshot: (tx) => gameSnapshot(tx, game) } },
          true,
        );
        await replaceEvents(em, game, body.events);
        applyClock(game, game.status, body.status, new Date());
        // Always a change of the game itself, so removing its last event still announces `game:{id}`.
        game.updatedAt = new Date();
        game.status = body.status;
        game.homeScore = body.homeScore;
        game.awayScore = body.awayScore;
        if (body.homeHalfScore !== undefined) game.homeHalfScore = body.homeHalfScore;
        if (body.awayHalfScore !== undefined) game.awayHalfScore = body.awayHalfScore;
        await em.flush();
        await change.done(id, { audit: [{ action: 'update', fields: ['result'] }] });
        return readResult(em, id);
      }),
  );
}
