import { GAME_STAT_KEYS, type GameCentre, type GameStats, type TeamStats } from '@meydan/shared-types/schemas';
import { DEMO_LOGINS } from '../../seeders/demo.js';
import { FILLERS } from '../../seeders/match-centre-simulation.js';

interface LiveRecord {
  id: number;
  clockStartedAt: string | null;
  clockBase: number | null;
}

export interface DemoTick {
  game: number;
  minute: number;
  text: string;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

/** The figures a few more minutes of play add to: a shot (sometimes on target, sometimes saved), a corner, a foul, possession swaying. */
function moveOn(stats: GameStats): Pick<GameStats, 'home' | 'away'> {
  const next = { home: { ...stats.home }, away: { ...stats.away } };
  for (const side of ['home', 'away'] as const) {
    for (const key of GAME_STAT_KEYS) next[side][key] ??= key === 'possession' ? 50 : 0;
  }
  const side = Math.random() < 0.55 ? 'home' : 'away';
  const other = side === 'home' ? 'away' : 'home';
  const add = (s: 'home' | 'away', key: keyof TeamStats, n = 1) => (next[s][key] = (next[s][key] ?? 0) + n);
  add(side, 'shots');
  if (Math.random() < 0.4) {
    add(side, 'shotsOnTarget');
    add(other, 'saves');
  }
  if (Math.random() < 0.5) add(side, 'corners');
  add(Math.random() < 0.5 ? side : other, 'fouls');
  const sway = Math.max(35, Math.min(65, next[side].possession! + 1));
  next[side].possession = sway;
  next[other].possession = 100 - sway;
  return next;
}

/**
 * Keeps the demo's games under way moving for whoever opens them: at each tick one of them gets a running
 * note and fresh statistics, written through the admin API as a reporter at the live desk would, so the
 * page, its centre and its live stream move as they would on a match day.
 */
export class DemoTicker {
  private cookie: string | null = null;
  private turn = 0;

  constructor(private readonly origin: string) {}

  private async api(method: string, path: string, body?: unknown): Promise<Response> {
    this.cookie ??= await this.login();
    return fetch(`${this.origin}${path}`, {
      method,
      headers: { cookie: this.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  }

  private async login(): Promise<string> {
    const editor = DEMO_LOGINS.find((l) => l.role === 'editor')!;
    const res = await fetch(`${this.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: editor.email, password: editor.password }),
    });
    if (!res.ok) throw new Error(`the demo editor could not sign in: ${res.status}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  /** Moves one game under way on; null when none is (or the demo's editor is gone); rejects when its statistics are refused. */
  async tick(): Promise<DemoTick | null> {
    const list = await this.api('GET', `/api/admin/game?filter=${encodeURIComponent('{"status":"live"}')}&sort=["id","ASC"]&range=[0,49]`);
    if (!list.ok) return null;
    const live = ((await list.json()) as LiveRecord[]).filter((g) => g.clockStartedAt);
    if (!live.length) return null;
    const game = live[this.turn++ % live.length];
    const minute = Math.min(
      90,
      (game.clockBase ?? 0) + Math.max(0, Math.floor((Date.now() - new Date(game.clockStartedAt!).getTime()) / 60_000)),
    );
    const centre = (await (await fetch(`${this.origin}/api/public/games/${game.id}/centre`)).json()) as GameCentre;
    const text = pick(FILLERS)(Math.random() < 0.55 ? centre.game.home.title : centre.game.away.title);
    const added = await this.api('POST', `/api/admin/game/${game.id}/commentary`, { minute, kind: 'note', text });
    if (!added.ok) return null;
    const stats = (await (await this.api('GET', `/api/admin/game/${game.id}/stats`)).json()) as GameStats;
    const moved = await this.api('PUT', `/api/admin/game/${game.id}/stats`, { version: stats.version, ...moveOn(stats) });
    // A refused write (another desk's save in between, a busy server) is a failed tick, not a moved game.
    if (!moved.ok) throw new Error(`the statistics of game ${game.id} were not saved: ${moved.status} ${await moved.text()}`);
    return { game: game.id, minute, text };
  }

  /** Ticks every `ms` until the process ends; a failed tick waits for the next. */
  start(ms: number): void {
    const timer = setInterval(() => void this.tick().catch(() => undefined), ms);
    timer.unref();
  }
}
