import { LIVE_MAX_GAMES } from '@meydan/shared-types/public';

const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/** `games=12,15`: distinct positive ids, at most LIVE_MAX_GAMES; null when the value is anything else. */
export function parseLiveGames(value: unknown): number[] | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > LIVE_MAX_GAMES * 12) return null;
  const ids = new Set<number>();
  for (const part of value.split(',')) {
    const id = Number(part.trim());
    if (!ID.test(part.trim()) || id > MAX_ID) return null;
    ids.add(id);
  }
  return ids.size <= LIVE_MAX_GAMES ? [...ids] : null;
}
