import { toPersianDigits } from '../text/digits.js';

/** What a follower is told about: the five moments of a game worth interrupting a reader for. */
export type GameNoticeKind = 'goal' | 'red_card' | 'kick_off' | 'half_time' | 'full_time';

/** The little of a game's state that notices are drawn from, kept between two states. */
export interface NoticeState {
  status: string;
  homeScore: number | null;
  awayScore: number | null;
  /** Ids of the game's red cards (a second yellow sends off too). */
  reds: number[];
}

export interface NoticeGame {
  id: number;
  home: string;
  away: string;
}

export interface GameNotice {
  /** The same for the same moment wherever it is seen: a tab, another tab, after a reload, the server. */
  id: string;
  kind: GameNoticeKind;
  gameId: number;
  text: string;
}

interface StateSource {
  status: string;
  homeScore: number | null;
  awayScore: number | null;
  events: readonly { id: number; type: string; minute: number; extraMinute?: number | null; side: string }[];
}

const RED = new Set(['red_card', 'second_yellow']);
const GOAL = new Set(['goal', 'own_goal', 'penalty_goal']);

export const noticeState = (g: StateSource): NoticeState => ({
  status: g.status,
  homeScore: g.homeScore,
  awayScore: g.awayScore,
  reds: g.events.filter((e) => RED.has(e.type)).map((e) => e.id),
});

const fa = (n: number | null) => toPersianDigits(String(n ?? 0));
const minuteOf = (e: { minute: number; extraMinute?: number | null }) =>
  `دقیقه ${fa(e.minute)}${e.extraMinute ? `+${fa(e.extraMinute)}` : ''}`;

/**
 * What happened between two consecutive states of one game: a score that rose, a red card added, a
 * status changed. Nothing from a first state (`before` null): a reader opening a page mid-game is not
 * told of goals scored before they came.
 */
export function gameNotices(game: NoticeGame, before: NoticeState | null, after: StateSource): GameNotice[] {
  if (!before) return [];
  const now = noticeState(after);
  const notices: GameNotice[] = [];
  const score = `${game.home} ${fa(now.homeScore)} – ${fa(now.awayScore)} ${game.away}`;
  const add = (kind: GameNoticeKind, key: string, text: string) =>
    notices.push({ id: `${game.id}:${kind}:${key}`, kind, gameId: game.id, text });

  if (now.status !== before.status) {
    if (now.status === 'live' && before.status === 'scheduled') add('kick_off', 'live', `شروع بازی: ${game.home} – ${game.away}`);
    if (now.status === 'half_time') add('half_time', 'half_time', `پایان نیمهٔ اول: ${score}`);
    if (now.status === 'finished') add('full_time', 'finished', `پایان بازی: ${score}`);
  }
  const rose = (now.homeScore ?? 0) + (now.awayScore ?? 0) > (before.homeScore ?? 0) + (before.awayScore ?? 0);
  if (rose) {
    const goal = [...after.events].reverse().find((e) => GOAL.has(e.type));
    add('goal', `${now.homeScore ?? 0}-${now.awayScore ?? 0}`, `گل! ${score}${goal ? `، ${minuteOf(goal)}` : ''}`);
  }
  for (const e of after.events) {
    if (!RED.has(e.type) || before.reds.includes(e.id)) continue;
    const team = e.side === 'home' ? game.home : game.away;
    add('red_card', String(e.id), `کارت قرمز برای ${team}، ${minuteOf(e)}: ${score}`);
  }
  return notices;
}
