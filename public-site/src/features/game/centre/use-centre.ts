import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { http } from '../../../lib/api';
import { liveConnection } from '../../../lib/live/live-connection';
import { applyCommentary } from './commentary-merge';
import type { Commentary, GameDetail } from './centre-types';

const centrePath = (id: number) => `/api/public/games/${id}/centre`;
const noState = () => undefined;

/**
 * The match centre's parts (line-ups, statistics, commentary) as the page was rendered with them, then as
 * the game's live stream changes them. The stream is the one `useLiveGames` keeps open for the page; this
 * only reads it. Commentary comes as its latest changes, laid over what is held; a gap reads it whole.
 */
export function useCentre(game: GameDetail) {
  const live = useSyncExternalStore(liveConnection.subscribe, () => liveConnection.get(game.id), noState);
  const [commentary, setCommentary] = useState<Commentary>(game.commentary);
  const held = useRef(commentary);
  held.current = commentary;

  // Another game's page, or the same page's newer payload.
  useEffect(() => setCommentary(game.commentary), [game.commentary]);

  useEffect(() => {
    if (!live) return;
    const next = applyCommentary(held.current, live.commentary);
    if (next !== 'reload') {
      if (next !== held.current) setCommentary(next);
      return;
    }
    let cancelled = false;
    http(centrePath(game.id), { headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ commentary: Commentary }>) : null))
      .then((centre) => {
        if (centre && !cancelled) setCommentary((now) => (centre.commentary.seq > now.seq ? centre.commentary : now));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [live, game.id]);

  return {
    commentary,
    stats: live?.stats ?? game.stats,
    lineups: live?.lineups ?? game.lineups,
  };
}
