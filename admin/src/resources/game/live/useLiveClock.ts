import { useEffect, useRef, useState } from 'react';
import { LIVE_EVENT, LIVE_PATH, type LiveGame, type LiveMessage } from '@meydan/shared-types/public';
import { minuteParts, playedMinute } from '@meydan/shared-types/sport';

const TICK_MS = 15_000;

/**
 * The game as readers see it on the public live stream: its running clock (the minute a new event or
 * line of commentary is prefilled with), and a call whenever anyone's save changed it.
 */
export function useLiveClock(id: number, onChange: (game: LiveGame) => void) {
  const [game, setGame] = useState<LiveGame | null>(null);
  const skew = useRef(0);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [, setTick] = useState(0);

  useEffect(() => {
    const source = new EventSource(`${LIVE_PATH}?games=${id}`);
    source.addEventListener(LIVE_EVENT, (event) => {
      const message = JSON.parse((event as MessageEvent<string>).data) as LiveMessage;
      skew.current = message.now - Date.now();
      setGame(message.game);
      changed.current(message.game);
    });
    const timer = setInterval(() => setTick((n) => n + 1), TICK_MS);
    return () => {
      source.close();
      clearInterval(timer);
    };
  }, [id]);

  const minute = game ? playedMinute(game.status, game.clock, Date.now() + skew.current) : null;
  const parts = minute !== null && game?.clock ? minuteParts(minute, game.clock.base) : null;
  return { game, minute: parts };
}
