import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.js';
import { createUser, login } from '../../testing/fixtures.js';
import { adminCaller, createSquadGame, type Call, type SquadGame } from '../../testing/squad-game.js';

let t: TestApp;
let call: Call;
let g: SquadGame;

type Event = { player: string; playerId: number | null; relatedPlayer: string | null; relatedPlayerId: number | null };

beforeAll(async () => {
  t = await createTestApp({ seeded: false });
  const editor = await createUser(t.app, 'editor');
  call = adminCaller(t.app, await login(t.app, editor.email, editor.password));
  g = await createSquadGame(call, 4);
});
afterAll(() => t?.close());

const result = (events: object[]) => call('PUT', `game/${g.gameId}/result`, { status: 'live', homeScore: 1, awayScore: 1, events });

describe('game events naming squad players', () => {
  it('links a scorer and an assist from each side’s squad, named as their records name them', async () => {
    const saved = await result([
      { minute: 10, side: 'home', type: 'goal', player: '', playerId: g.squads.home[3], relatedPlayerId: g.squads.home[2] },
      // Typed differently from the record: the record's name wins, so the timeline reads as the squad does.
      { minute: 30, side: 'away', type: 'goal', player: 'كاوه', playerId: g.squads.away[1], relatedPlayer: 'بازیکن مهمان' },
      { minute: 44, side: 'home', type: 'yellow_card', player: 'بازیکن قرضی' },
    ]);
    expect(saved.status).toBe(200);
    const events = saved.body.events as Event[];
    expect(events.map((e) => [e.player, e.playerId, e.relatedPlayer, e.relatedPlayerId])).toEqual([
      ['سعید سرخ', g.squads.home[3], 'مهدی سرخ', g.squads.home[2]],
      ['رضا آبی', g.squads.away[1], 'بازیکن مهمان', null],
      ['بازیکن قرضی', null, null, null],
    ]);
    const read = await call('GET', `game/${g.gameId}/result`);
    expect(read.body.events).toEqual(saved.body.events);
  });

  it('refuses a player of the other side or of a club outside the game, with a Persian message on the field', async () => {
    const wrong = await result([
      { minute: 10, side: 'home', type: 'goal', player: '', playerId: g.squads.away[3] },
      { minute: 12, side: 'away', type: 'goal', player: 'x', playerId: g.squads.away[3], relatedPlayerId: g.squads.outsider[0] },
      { minute: 20, side: 'home', type: 'goal', player: ' ' },
    ]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({
      'events.0.player': expect.stringMatching(/در فهرست بازیکنان تیمِ این رویداد نیست/),
      'events.1.relatedPlayer': expect.stringMatching(/در فهرست بازیکنان تیمِ این رویداد نیست/),
      'events.2.player': 'نام بازیکن را وارد کنید.',
    });
    // A player id that does not exist at all is refused the same way.
    expect((await result([{ minute: 1, side: 'home', type: 'goal', player: '', playerId: 999999 }])).status).toBe(400);
  });

  it('keeps accepting a linked player after he moves club, and keeps the name when he is removed', async () => {
    const scorer = g.squads.home[3];
    const before = await call('GET', `game/${g.gameId}/result`);
    expect((await call('PUT', `player/${scorer}`, { team: g.teams.outsider, shirtNumber: 44 })).status).toBe(200);
    const again = await call('PUT', `game/${g.gameId}/result`, { ...before.body, status: 'finished' });
    expect(again.status).toBe(200);
    // Kept for the side this game names him on, and no other.
    const elsewhere = await call('PUT', `game/${g.gameId}/result`, {
      ...again.body,
      events: [...(again.body.events as Event[]), { minute: 80, side: 'away', type: 'yellow_card', player: '', playerId: scorer }],
    });
    expect(elsewhere.body.errors).toEqual({ 'events.3.player': expect.any(String) });

    const admin = await createUser(t.app, 'admin');
    const adminCall = adminCaller(t.app, await login(t.app, admin.email, admin.password));
    expect((await adminCall('DELETE', `player/${scorer}`)).status).toBe(200);
    const [first] = (await call('GET', `game/${g.gameId}/result`)).body.events as Event[];
    expect(first).toMatchObject({ player: 'سعید سرخ', playerId: null });
  });
});
