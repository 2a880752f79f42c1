import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CommentaryEntrySchema,
  CommentaryInputSchema,
  CommentaryListSchema,
  ConflictBodySchema,
  type CommentaryInput,
} from '@meydan/shared-types/schemas';
import { LIMITS } from '@meydan/shared-types/constants';
import { toPersianDigits } from '@meydan/shared-types/text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EntryParamsSchema, IdParamsSchema, NoQuerySchema } from '../../crud/route-schemas.js';
import { coerceLocalizedNumbers } from '../../crud/localized-numbers.js';
import { lockRows } from '../../crud/row-locks.js';
import { UnitOfWork } from '../../crud/unit-of-work.js';
import { notFound, ValidationError } from '../../http-errors.js';
import { Game, type IGame } from '../../model/game.entity.js';
import { GameCommentary } from '../../model/game-commentary.entity.js';
import { readCommentaryEntries, toCommentaryEntry } from '../../model/game-commentary.record.js';
import { Media } from '../../model/media.entity.js';
import { loadGame } from './game-result.routes.js';
import { gameSnapshot } from './game-revisions.js';

const NO_ENTRY = 'این یادداشت گزارش زنده پیدا نشد؛ شاید کس دیگری آن را حذف کرده است. فهرست را دوباره بخوانید.';

/**
 * The game, locked until the write commits: writes of one game's commentary take turns, so each takes the
 * next change number and raises the game's version from the one the previous write left.
 */
async function lockGame(em: EntityManager, id: number): Promise<IGame> {
  const game = await em.findOne(Game, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!game) throw notFound('بازی‌ای با این شناسه پیدا نشد.');
  return game;
}

async function nextSeq(em: EntityManager, gameId: number): Promise<number> {
  const [row] = await em
    .getConnection()
    .execute<{ seq: number }[]>(
      `select coalesce(max(seq), 0) + 1 as seq from game_commentary where game_id = ?`,
      [gameId],
      'all',
      em.getTransactionContext(),
    );
  return Number(row.seq);
}

/** What the schema cannot say: text that is only spaces, an upload that is not (or no longer) in the library. */
async function entryErrors(em: EntityManager, body: CommentaryInput): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (!body.text.trim()) errors.text = 'متن یادداشت را بنویسید.';
  if (body.media) {
    const found = await lockRows(em, Media.meta.className, [body.media], 'key share');
    if (!found.has(body.media)) errors.media = 'این فایل در کتابخانهٔ رسانه نیست؛ فایل دیگری انتخاب کنید.';
  }
  return errors;
}

const entryFields = (body: CommentaryInput) => ({
  minute: body.minute,
  extraMinute: body.extraMinute ?? null,
  kind: body.kind,
  text: body.text.trim(),
});

const LIST = { params: IdParamsSchema, querystring: NoQuerySchema, response: { 200: CommentaryListSchema } };
const ENTRY = { params: EntryParamsSchema, querystring: NoQuerySchema };
const coerce = async (request: { body: unknown }) => {
  request.body = coerceLocalizedNumbers(CommentaryInputSchema, request.body);
};

interface WriteContext {
  uow: UnitOfWork;
  em: EntityManager;
  game: IGame;
  /** The change number this write gives the entry it touches. */
  seq: number;
}

/**
 * One write of a game's commentary: the game locked, the change recorded as one of the game (its version
 * rises, so its page is dropped and live streams read it again; a revision and a log entry beside it).
 */
function commentaryWrite<T>(request: FastifyRequest, gameId: string, work: (ctx: WriteContext) => Promise<T>): Promise<T> {
  return UnitOfWork.run(request, async (uow) => {
    const { em } = uow;
    const game = await lockGame(em, Number(gameId));
    const change = await uow.begin({ resource: 'game', revisions: { resource: 'game', snapshot: (tx) => gameSnapshot(tx, game) } }, true);
    const out = await work({ uow, em, game, seq: await nextSeq(em, game.id) });
    game.updatedAt = new Date();
    await em.flush();
    await change.done(game.id, { audit: [{ action: 'update', fields: ['commentary'] }] });
    return out;
  });
}

async function storedEntry(em: EntityManager, game: IGame, entryId: number) {
  const entry = await em.findOne(GameCommentary, { id: entryId, game: game.id, deletedAt: null });
  if (!entry) throw notFound(NO_ENTRY);
  return entry;
}

/**
 * GET|POST /api/admin/game/:id/commentary, PUT|DELETE …/commentary/:entryId — the live commentary, one
 * entry per write: staff covering one game add entries side by side without a version to agree on; an
 * edit carries its entry's version.
 */
export function gameCommentaryRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get('/:id/commentary', { schema: LIST }, async (request) => {
    const id = Number(request.params.id);
    await loadGame(request.em, id);
    return readCommentaryEntries(request.em, id);
  });

  routes.post(
    '/:id/commentary',
    { schema: { ...LIST, body: CommentaryInputSchema, response: { 201: CommentaryEntrySchema } }, preValidation: coerce },
    async (request, reply) => {
      const entry = await commentaryWrite(request, request.params.id, async ({ em, game, seq }) => {
        const errors = await entryErrors(em, request.body);
        if ((await em.count(GameCommentary, { game: game.id, deletedAt: null })) >= LIMITS.commentaryPerGame) {
          errors.text = `این بازی به سقف ${toPersianDigits(LIMITS.commentaryPerGame)} یادداشت رسیده است؛ یادداشت‌های کم‌اهمیت را حذف یا با هم ادغام کنید.`;
        }
        if (Object.keys(errors).length) throw new ValidationError(errors);
        return em.create(GameCommentary, { game, ...entryFields(request.body), media: request.body.media ?? null, seq });
      });
      return reply.code(201).send(toCommentaryEntry(entry));
    },
  );

  routes.put(
    '/:id/commentary/:entryId',
    {
      schema: {
        ...ENTRY,
        body: CommentaryInputSchema,
        response: { 200: CommentaryEntrySchema, 409: ConflictBodySchema(CommentaryEntrySchema) },
      },
      preValidation: coerce,
    },
    async (request) =>
      commentaryWrite(request, request.params.id, async ({ uow, em, game, seq }) => {
        const entryId = Number(request.params.entryId);
        const entry = await storedEntry(em, game, entryId);
        // Without the version read, an edit could silently replace another editor's: it is required here.
        if (request.body.version === undefined) {
          throw new ValidationError({ version: 'نسخهٔ یادداشتی را که ویرایش می‌کنید بفرستید؛ فهرست را دوباره بخوانید.' });
        }
        await uow.checkVersion(entry, request.body.version, async (tx) =>
          toCommentaryEntry(await tx.findOneOrFail(GameCommentary, { id: entryId })),
        );
        const errors = await entryErrors(em, request.body);
        if (Object.keys(errors).length) throw new ValidationError(errors);
        em.assign(entry, { ...entryFields(request.body), media: request.body.media ?? null, seq });
        await em.flush();
        return toCommentaryEntry(entry);
      }),
  );

  routes.delete('/:id/commentary/:entryId', { schema: ENTRY }, async (request, reply) => {
    await commentaryWrite(request, request.params.id, async ({ em, game, seq }) => {
      const entry = await storedEntry(em, game, Number(request.params.entryId));
      // Kept as a mark with the removal's number, so that a live reader holding the entry learns it is gone.
      em.assign(entry, { deletedAt: new Date(), media: null, seq });
    });
    return reply.code(204).send();
  });
}
