import type { EntityManager } from '@mikro-orm/postgresql';
import { GAME_STAT_KEYS, type GameSide, type GameStatsInput, type TeamStats } from '@meydan/shared-types/schemas';
import { toPersianDigits } from '@meydan/shared-types/text';
import type { SideStats } from '../../live/centre-parts.js';
import { GameStats } from '../../model/game-stats.entity.js';
import type { IGame } from '../../model/game.entity.js';

const SIDES: readonly GameSide[] = ['home', 'away'];

/** Both sides as stored: every figure left out of the input is one nobody counted (null). */
export const statsOf = (input: Pick<GameStatsInput, 'home' | 'away'>): SideStats => {
  const side = (s: GameSide): TeamStats => Object.fromEntries(GAME_STAT_KEYS.map((k) => [k, input[s][k] ?? null])) as TeamStats;
  return { home: side('home'), away: side('away') };
};

/** What the schema cannot say about two sides' figures together; keys like `home.shotsOnTarget`. */
export function statsErrors(stats: SideStats): Record<string, string> {
  const errors: Record<string, string> = {};
  const home = stats.home.possession;
  const away = stats.away.possession;
  if ((home === null) !== (away === null)) {
    errors[home === null ? 'home.possession' : 'away.possession'] = 'مالکیت توپ را برای هر دو تیم بنویسید یا برای هیچ‌کدام.';
  } else if (home !== null && away !== null && home + away !== 100) {
    const message = `مالکیت توپ دو تیم باید روی هم ۱۰۰ درصد باشد؛ اکنون ${toPersianDigits(home + away)} است.`;
    errors['home.possession'] = message;
    errors['away.possession'] = message;
  }
  for (const side of SIDES) {
    const { shots, shotsOnTarget } = stats[side];
    if (shotsOnTarget !== null && shots !== null && shotsOnTarget > shots) {
      errors[`${side}.shotsOnTarget`] =
        `شوت در چارچوب (${toPersianDigits(shotsOnTarget)}) نمی‌تواند از کل شوت‌ها (${toPersianDigits(shots)}) بیشتر باشد.`;
    }
  }
  return errors;
}

/** Replaces a game's statistics; a side with no figure at all keeps no row. */
export async function replaceStats(em: EntityManager, game: IGame, stats: SideStats): Promise<void> {
  await em.nativeDelete(GameStats, { game: game.id });
  for (const side of SIDES) {
    if (GAME_STAT_KEYS.every((k) => stats[side][k] === null)) continue;
    em.create(GameStats, { game, side, ...stats[side] });
  }
}
