import type { CommentaryKind, GameSide, TeamStats } from '@meydan/shared-types/schemas';
import { toPersianDigits } from '@meydan/shared-types/text';
import type { SimulatedEvent, SimulatedResult } from './match-simulation.js';
import type { Random } from './random.js';

export interface SimulatedCommentary {
  minute: number;
  extraMinute: number | null;
  kind: CommentaryKind;
  text: string;
}

interface Teams {
  home: string;
  away: string;
}

const fa = (n: number) => toPersianDigits(n);

/** What a reporter writes of an event: the moments a reader looks for, marked `key`, and substitutions as notes. */
function eventLine(e: SimulatedEvent, team: string): SimulatedCommentary | null {
  const at = { minute: e.minute, extraMinute: e.extraMinute };
  switch (e.type) {
    case 'goal':
      return {
        ...at,
        kind: 'key',
        text: `گل! ${e.player} برای ${team} به ثمر رساند${e.relatedPlayer ? ` با پاس ${e.relatedPlayer}` : ''}.`,
      };
    case 'penalty_goal':
      return { ...at, kind: 'key', text: `گل از روی نقطهٔ پنالتی! ${e.player} برای ${team} دروازه را باز کرد.` };
    case 'own_goal':
      return { ...at, kind: 'key', text: `گل به خودی! توپ از ${e.player} (${team}) وارد دروازهٔ خودی شد.` };
    case 'penalty_missed':
      return { ...at, kind: 'key', text: `پنالتی از دست رفت! ${e.player} (${team}) نتوانست گل بزند.` };
    case 'yellow_card':
      return { ...at, kind: 'key', text: `کارت زرد برای ${e.player} از ${team}.` };
    case 'second_yellow':
      return { ...at, kind: 'key', text: `دومین کارت زرد و اخراج ${e.player}؛ ${team} ده نفره شد.` };
    case 'red_card':
      return { ...at, kind: 'key', text: `کارت قرمز مستقیم! ${e.player} از ${team} اخراج شد.` };
    case 'var_disallowed':
      return { ...at, kind: 'key', text: `گل ${e.player} (${team}) پس از بازبینی ویدیویی مردود شد.` };
    case 'substitution':
      return { ...at, kind: 'note', text: `تعویض ${team}: ${e.player} به جای ${e.relatedPlayer ?? 'هم‌تیمی‌اش'} به زمین آمد.` };
    default:
      return null;
  }
}

/** Running notes between the events, each about one team. */
export const FILLERS = [
  (t: string) => `${t} توپ را در اختیار دارد و با حوصله از عقب بازی می‌سازد.`,
  (t: string) => `موقعیت خوب برای ${t}؛ شوت از کنار تیر دروازه بیرون رفت.`,
  (t: string) => `ضربهٔ کرنر برای ${t}؛ مدافعان توپ را دفع کردند.`,
  (t: string) => `دروازه‌بان با واکنشی دیدنی جلوی شوت ${t} را گرفت.`,
  (t: string) => `${t} فشار را بیشتر کرده و در نیمهٔ حریف بازی می‌کند.`,
  (t: string) => `خطای ${t} در میانهٔ زمین؛ بازی چند لحظه متوقف شد.`,
  (t: string) => `ضربهٔ آزاد خطرناک ${t} از بالای دروازه بیرون رفت.`,
];

/**
 * The commentary of the part of a match played by `played` minutes: kick-off, every event, the break and
 * the end, and (when `notes` is set, for games followed live) a running note every few minutes between.
 */
export function simulateCommentary(
  random: Random,
  result: SimulatedResult,
  teams: Teams,
  played: number,
  length: number,
  finished: boolean,
  notes: boolean,
): SimulatedCommentary[] {
  const half = length / 2;
  const out: SimulatedCommentary[] = [
    { minute: 0, extraMinute: null, kind: 'note', text: `سوت آغاز بازی به صدا درآمد؛ ${teams.home} و ${teams.away} به مصاف هم رفتند.` },
  ];
  for (const e of result.events) {
    if (e.minute > played) continue;
    const line = eventLine(e, e.side === 'home' ? teams.home : teams.away);
    if (line) out.push(line);
  }
  if (notes) {
    for (let m = random.int(2, 6); m < Math.min(played, length); m += random.int(4, 9)) {
      const side: GameSide = random.chance(0.55) ? 'home' : 'away';
      out.push({ minute: m, extraMinute: null, kind: 'note', text: random.pick(FILLERS)(teams[side]) });
    }
  }
  const scoreAt = (minute: number) => {
    let home = 0;
    let away = 0;
    for (const e of result.events) {
      if (e.minute > minute || !['goal', 'penalty_goal', 'own_goal'].includes(e.type)) continue;
      const side = e.type === 'own_goal' ? (e.side === 'home' ? 'away' : 'home') : e.side;
      if (side === 'home') home++;
      else away++;
    }
    return `${teams.home} ${fa(home)} - ${fa(away)} ${teams.away}`;
  };
  if (played >= half) out.push({ minute: half, extraMinute: 3, kind: 'note', text: `پایان نیمهٔ اول: ${scoreAt(half)}.` });
  if (finished) out.push({ minute: length, extraMinute: 5, kind: 'key', text: `سوت پایان بازی: ${scoreAt(length)}.` });
  return out;
}

/**
 * Both sides' figures after `played` minutes: shots around the goals scored (on target at least the goals),
 * corners and fouls in step with the time played, saves as the other side's shots on target that missed.
 */
export function simulateStats(
  random: Random,
  result: SimulatedResult,
  strength: Record<GameSide, number>,
  played: number,
  length: number,
): Record<GameSide, TeamStats> {
  const share = Math.max(0, Math.min(1, played / length));
  const goals = (side: GameSide) =>
    result.events.filter(
      (e) =>
        e.minute <= played &&
        ((e.side === side && (e.type === 'goal' || e.type === 'penalty_goal')) || (e.side !== side && e.type === 'own_goal')),
    ).length;
  const scaled = (n: number) => Math.round(n * share);
  const side = (s: GameSide) => {
    const scored = goals(s);
    const shots = Math.max(scored, scaled(random.int(6, 15) + scored * 2));
    const onTarget = Math.min(shots, scored + Math.round((shots - scored) * (0.25 + random.next() * 0.2)));
    return {
      shots,
      shotsOnTarget: onTarget,
      corners: scaled(random.int(2, 9)),
      fouls: scaled(random.int(8, 17)),
      offsides: scaled(random.int(0, 4)),
    };
  };
  const home = side('home');
  const away = side('away');
  const possession = Math.max(
    30,
    Math.min(70, Math.round(50 + (strength.home / (strength.home + strength.away) - 0.5) * 60 + random.int(-5, 5))),
  );
  const saves = (against: typeof home, scoredAgainst: number) => Math.max(0, against.shotsOnTarget - scoredAgainst);
  return {
    home: { possession, ...home, saves: saves(away, goals('away')) },
    away: { possession: 100 - possession, ...away, saves: saves(home, goals('home')) },
  };
}
