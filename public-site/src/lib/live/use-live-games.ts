import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { GameCard } from '@meydan/shared-types/public';
import { serverNow } from '../server-clock';
import { shouldFollow } from './follow';
import { liveConnection } from './live-connection';
import { withLive } from './merge';

/** How often a page reconsiders which games to follow (a scheduled one nearing its kick-off). */
const RECHECK_MS = 60_000;
const noVersion = () => 0;

/**
 * The games with their live state (score, status, clock; events and half-time score for a game page's
 * detail) kept current while any of them is being played or about to start, over one stream shared by
 * the whole page. Server and hydration renders return the games as given.
 */
export function useLiveGames<T extends GameCard>(games: readonly T[]): T[] {
  const version = useSyncExternalStore(liveConnection.subscribe, () => liveConnection.version, noVersion);
  // `version` stands for the connection's states, which the memo reads.
  const merged = useMemo(() => games.map((g) => withLive(g, liveConnection.get(g.id))), [games, version]);

  const shownKey = games.map((g) => g.id).join(',');
  useEffect(() => liveConnection.show(idsOf(shownKey)), [shownKey]);

  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
  // `tick` re-reads the time.
  const followKey = useMemo(() => {
    const now = serverNow();
    return merged
      .filter((g) => shouldFollow(g, now))
      .map((g) => g.id)
      .join(',');
  }, [merged, tick]);
  useEffect(() => (followKey ? liveConnection.follow(idsOf(followKey)) : undefined), [followKey]);

  return merged;
}

const idsOf = (key: string) => (key ? key.split(',').map(Number) : []);
