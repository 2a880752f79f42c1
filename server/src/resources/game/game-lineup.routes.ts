import type { EntityManager } from '@mikro-orm/postgresql';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ConflictBodySchema,
  GameLineupInputSchema,
  GameLineupSchema,
  type GameLineup,
  type GameLineupInput,
} from '@meydan/shared-types/schemas';
import type { LineupShape } from '@meydan/shared-types/sport';
import type { FastifyInstance } from 'fastify';
import { IdParamsSchema, NoQuerySchema } from '../../crud/route-schemas.js';
import { coerceLocalizedNumbers } from '../../crud/localized-numbers.js';
import { UnitOfWork } from '../../crud/unit-of-work.js';
import { ValidationError } from '../../http-errors.js';
import type { IGame } from '../../model/game.entity.js';
import { Season } from '../../model/season.entity.js';
import { Team } from '../../model/team.entity.js';
import { readTeamSheets } from '../../model/game-lineup.record.js';
import { loadGame } from './game-result.routes.js';
import { gameSnapshot } from './game-revisions.js';
import { replaceLineups } from './game-lineups.js';
import { resolveLineups } from './lineup-rules.js';
import { squadsOf } from './squads.js';

/** How the game's sport lines up, through its season's league. */
async function shapeOf(em: EntityManager, game: IGame): Promise<LineupShape> {
  const season = await em.findOneOrFail(Season, game.season.id, { populate: ['league.sport'] });
  const { starters, hasGoalkeeper } = season.league.sport;
  return { starters, hasGoalkeeper };
}

async function readLineup(em: EntityManager, id: number): Promise<GameLineup> {
  const game = await loadGame(em, id);
  return { id: game.id, version: game.version, shape: await shapeOf(em, game), ...(await readTeamSheets(em, id)) };
}

/** The squad ids a game's stored sheets name, by side: they stay valid for it whatever club they are at now. */
const namedIn = (stored: GameLineup) => {
  const ids = (side: 'home' | 'away') =>
    [...(stored[side]?.starters ?? []), ...(stored[side]?.bench ?? [])].map((e) => e.player.id).filter((id): id is number => !!id);
  return { home: ids('home'), away: ids('away') };
};

const ONE = { params: IdParamsSchema, querystring: NoQuerySchema, response: { 200: GameLineupSchema } };

/** GET/PUT /api/admin/game/:id/lineup — both teams' sheets, saved together as a change of the game. */
export function gameLineupRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.get('/:id/lineup', { schema: ONE }, async (request) => readLineup(request.em, Number(request.params.id)));

  routes.put(
    '/:id/lineup',
    {
      schema: { ...ONE, body: GameLineupInputSchema, response: { ...ONE.response, 409: ConflictBodySchema(GameLineupSchema) } },
      preValidation: async (request) => {
        request.body = coerceLocalizedNumbers(GameLineupInputSchema, request.body) as GameLineupInput;
      },
    },
    async (request) =>
      UnitOfWork.run(request, async (uow) => {
        const { em } = uow;
        const id = Number(request.params.id);
        const game = await loadGame(em, id);
        await uow.checkVersion(game, request.body.version, (tx) => readLineup(tx, id));
        const squads = await squadsOf(em, game, namedIn(await readLineup(em, id)));
        const titles = new Map(
          (await em.find(Team, { id: [game.homeTeam.id, game.awayTeam.id] }, { fields: ['title'] })).map((t) => [t.id, t.title]),
        );
        const { sheets, errors } = resolveLineups(request.body, await shapeOf(em, game), squads, {
          home: titles.get(game.homeTeam.id) ?? '',
          away: titles.get(game.awayTeam.id) ?? '',
        });
        if (Object.keys(errors).length) throw new ValidationError(errors);

        const change = await uow.begin(
          { resource: 'game', revisions: { resource: 'game', snapshot: (tx) => gameSnapshot(tx, game) } },
          true,
        );
        await replaceLineups(em, game, sheets);
        // A change of the game itself: its version rises and its page is dropped even when a side is only cleared.
        game.updatedAt = new Date();
        await em.flush();
        await change.done(id, { audit: [{ action: 'update', fields: ['lineup'] }] });
        return readLineup(em, id);
      }),
  );
}
