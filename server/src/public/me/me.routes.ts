import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FOLLOW_KINDS, FOLLOW_MAX } from '@meydan/shared-types/constants';
import { FollowsSchema, MeFeedSchema } from '@meydan/shared-types/schemas';
import { HttpError, unauthorized } from '../../http-errors.js';
import { PublicQuery, QueryValue, queryText } from '../route-schemas.js';
import { addFollow, followsOf, mergeFollows, removeFollow, tooMany } from './follow-store.js';
import { loadMeFeed } from './me-feed.js';

/** Everything under /api/me is one reader's own: never kept by the browser, a proxy or a CDN. */
const PRIVATE = 'private, no-store';

const FollowParams = Type.Object({
  kind: Type.Union(FOLLOW_KINDS.map((k) => Type.Literal(k))),
  // Path parameters arrive as text (no coercion): a record id, as every other route reads one.
  id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }),
});
const bare = { params: Type.Object({}), querystring: Type.Object({}) };

/** `1,2,3` → ids; anything else is a 400 that says what to send. */
function idList(value: string | undefined, name: string, kind: 'team' | 'league' | 'player'): number[] {
  if (!value) return [];
  const parts = value.split(',');
  if (!parts.every((p) => /^[1-9][0-9]{0,8}$/.test(p)))
    throw new HttpError(400, `«${name}» باید شناسه‌های عددی جداشده با ویرگول باشد، مانند ${name}=3,12.`);
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > FOLLOW_MAX) throw tooMany(kind);
  return ids;
}

/**
 * The reader's own API: follows kept in the account (signed-in readers) and the feed of the reader's
 * page. The page itself stays one anonymous cached shell; all of this is asked for after hydration.
 */
export function registerMeRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const userId = (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
    return request.user.id;
  };
  const onRequest = app.requireUser;
  // Set before anything else runs, so that a 401 or a 400 is never stored either.
  const noStore = {
    onRequest: (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      reply.header('cache-control', PRIVATE);
      done();
    },
  };

  routes.get(
    '/api/me/follows',
    { onRequest: [noStore.onRequest, onRequest], schema: { ...bare, response: { 200: FollowsSchema } } },
    async (request) => followsOf(request.em, userId(request)),
  );
  routes.put(
    '/api/me/follows/:kind/:id',
    {
      onRequest: [noStore.onRequest, onRequest],
      schema: { params: FollowParams, querystring: Type.Object({}), response: { 200: FollowsSchema } },
    },
    async (request) => {
      const { kind, id } = request.params;
      await addFollow(request.em, userId(request), kind, Number(id));
      return followsOf(request.em, userId(request));
    },
  );
  routes.delete(
    '/api/me/follows/:kind/:id',
    {
      onRequest: [noStore.onRequest, onRequest],
      schema: { params: FollowParams, querystring: Type.Object({}), response: { 200: FollowsSchema } },
    },
    async (request) => {
      const { kind, id } = request.params;
      await removeFollow(request.em, userId(request), kind, Number(id));
      return followsOf(request.em, userId(request));
    },
  );
  routes.post(
    '/api/me/follows/merge',
    {
      onRequest: [noStore.onRequest, onRequest],
      bodyLimit: 16_384,
      schema: { ...bare, body: FollowsSchema, response: { 200: FollowsSchema } },
    },
    async (request) => mergeFollows(request.em, userId(request), request.body),
  );

  /*
   * Signed in, the account's follows (the query is ignored); otherwise the teams, leagues and players
   * the browser sends. Either way the answer names what one reader follows: private, never stored.
   */
  const feedQuery = PublicQuery({
    teams: Type.Optional(QueryValue),
    leagues: Type.Optional(QueryValue),
    players: Type.Optional(QueryValue),
  });
  routes.get(
    '/api/me/feed',
    { onRequest: noStore.onRequest, schema: { params: Type.Object({}), querystring: feedQuery, response: { 200: MeFeedSchema } } },
    async (request) => {
      const follows = request.user
        ? await followsOf(request.em, request.user.id)
        : {
            teams: idList(queryText(request.query.teams), 'teams', 'team'),
            leagues: idList(queryText(request.query.leagues), 'leagues', 'league'),
            players: idList(queryText(request.query.players), 'players', 'player'),
          };
      return app.reads.run((em) => loadMeFeed(em, app.mediaUrl, follows));
    },
  );
}
