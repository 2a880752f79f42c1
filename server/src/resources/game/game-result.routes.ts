import type { EntityManager } from '@mikro-orm/postgresql';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  EVENT_STATUSES,
  GameResultInputSchema,
  GameResultSchema,
  type GameResult,
  type GameResultInput,
} from '@meydan/shared-types/schemas';
import type { FastifyInstance } from 'fastify';
import { IdParamsSchema, NoQuerySchema } from '../../crud/route-schemas.js';
import { auditRequest } from '../../audit/record-audit.js';
import { coerceLocalizedNumbers } from '../../crud/localized-numbers.js';
import { notFound, ValidationError } from '../../http-errors.js';
import { normalizeText } from '@meydan/shared-types/text';
import { Game, GameEvent } from '../../model/game.entity.js';
import { applyClock } from '../../live/game-clock.js';
import { gameErrors } from './game-rules.js';

async function readResult(em: EntityManager, id: number): Promise<GameResult> {
  const game = await em.findOne(Game, { id });
  if (!game) throw notFound('بازی‌ای با این شناسه پیدا نشد.');
  const events = await em.find(GameEvent, { game: id }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  return {
    id: game.id,
    status: game.status,
    homeScore: game.homeScore ?? null,
    awayScore: game.awayScore ?? null,
    homeHalfScore: game.homeHalfScore ?? null,
    awayHalfScore: game.awayHalfScore ?? null,
    events: events.map((e) => ({
      id: e.id,
      minute: e.minute,
      extraMinute: e.extraMinute ?? null,
      side: e.side,
      type: e.type,
      player: e.player,
      relatedPlayer: e.relatedPlayer ?? null,
    })),
  };
}

/** GET/PUT /api/admin/game/:id/result — score, status and the whole events list in one save. */
const ONE = { params: IdParamsSchema, querystring: NoQuerySchema, response: { 200: GameResultSchema } };

export function gameResultRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.get('/:id/result', { schema: ONE }, async (request) => readResult(request.em, Number(request.params.id)));

  routes.put(
    '/:id/result',
    {
      schema: { ...ONE, body: GameResultInputSchema },
      preValidation: async (request) => {
        request.body = coerceLocalizedNumbers(GameResultInputSchema, request.body) as GameResultInput;
      },
    },
    // Checks, events, score and clock in one transaction: a save either lands whole or leaves the game as it was.
    async (request) =>
      request.em.transactional(async (em) => {
        const id = Number(request.params.id);
        const game = await em.findOne(Game, { id });
        if (!game) throw notFound('بازی‌ای با این شناسه پیدا نشد.');
        const body = request.body;
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
        body.events.forEach((e, i) => {
          if (!normalizeText(e.player)) errors[`events.${i}.player`] = 'نام بازیکن را وارد کنید.';
        });
        if (Object.keys(errors).length) throw new ValidationError(errors);

        await em.nativeDelete(GameEvent, { game: id });
        body.events.forEach((e, i) =>
          em.create(GameEvent, {
            game,
            minute: e.minute,
            extraMinute: e.extraMinute ?? null,
            side: e.side,
            type: e.type,
            player: normalizeText(e.player),
            relatedPlayer: e.relatedPlayer ? normalizeText(e.relatedPlayer) || null : null,
            sortOrder: i,
          }),
        );
        applyClock(game, game.status, body.status, new Date());
        // Always a change of the game itself, so removing its last event still announces `game:{id}`.
        game.updatedAt = new Date();
        game.status = body.status;
        game.homeScore = body.homeScore;
        game.awayScore = body.awayScore;
        if (body.homeHalfScore !== undefined) game.homeHalfScore = body.homeHalfScore;
        if (body.awayHalfScore !== undefined) game.awayHalfScore = body.awayHalfScore;
        auditRequest(em, request, { action: 'update', resource: 'game', recordId: id, fields: ['result'] });
        await em.flush();
        return readResult(em, id);
      }),
  );
}
