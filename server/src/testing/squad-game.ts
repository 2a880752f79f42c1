import type { FastifyInstance } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Call = (
  method: Method,
  url: string,
  payload?: object,
  cookie?: string,
) => Promise<{ status: number; body: { id: number; version: number; errors?: Record<string, string> } & Record<string, unknown> }>;

/** Admin API calls as one signed-in member of staff, another cookie when given. */
export const adminCaller =
  (app: FastifyInstance, defaultCookie: string): Call =>
  async (method, url, payload, cookie = defaultCookie) => {
    const res = await app.inject({ method, url: `/api/admin/${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  };

export interface SquadGame {
  gameId: number;
  teams: { home: number; away: number; outsider: number };
  /** Player ids by side, in shirt-number order (1…count); the outsider's squad is another club's. */
  squads: { home: number[]; away: number[]; outsider: number[] };
}

const FIRST = ['علی', 'رضا', 'مهدی', 'سعید', 'امیر', 'حسین', 'وحید', 'مجید', 'کاوه', 'آرش', 'سینا', 'پویا', 'بابک', 'میلاد', 'یاسر'];

/**
 * A season of a sport (football unless given) with a game between two clubs that each have a numbered
 * squad, and a third club outside the game with its own, built through the admin API on an empty database.
 */
export async function createSquadGame(call: Call, count = 15, sportInput: object = { title: 'فوتبال' }): Promise<SquadGame> {
  const sport = (await call('POST', 'sport', sportInput)).body.id;
  const league = (await call('POST', 'league', { title: 'لیگ برتر', sport })).body.id;
  const season = (await call('POST', 'season', { title: '۱۴۰۴', league, isCurrent: true })).body.id;
  const teams = { home: 0, away: 0, outsider: 0 };
  const squads: SquadGame['squads'] = { home: [], away: [], outsider: [] };
  for (const [side, title, surname] of [
    ['home', 'پرسپولیس', 'سرخ'],
    ['away', 'استقلال', 'آبی'],
    ['outsider', 'سپاهان', 'زرد'],
  ] as const) {
    teams[side] = (await call('POST', 'team', { title, sport })).body.id;
    if (side !== 'outsider') await call('POST', 'season-team', { season, team: teams[side] });
    for (let n = 1; n <= count; n++) {
      const position = n === 1 ? 'goalkeeper' : n <= 5 ? 'defender' : n <= 8 ? 'midfielder' : 'forward';
      const player = await call('POST', 'player', { name: `${FIRST[n - 1]} ${surname}`, team: teams[side], shirtNumber: n, position });
      squads[side].push(player.body.id);
    }
  }
  const gameId = (await call('POST', 'game', { season, homeTeam: teams.home, awayTeam: teams.away, kickoffAt: '2026-11-20T14:00:00.000Z' }))
    .body.id;
  return { gameId, teams, squads };
}
