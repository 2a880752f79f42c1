import { useEffect, useState } from 'react';
import { type GameCard } from '@meydan/shared-types/public';
import { minuteParts, playedMinute } from '@meydan/shared-types/sport';
import { faDigits } from '../../lib/format';
import { serverNow } from '../../lib/server-clock';

const TICK_MS = 10_000;

/**
 * The minute of a live game («۲۳′», «۴۵+۲′»). The first render shows the minute the server computed
 * (what a page without JavaScript keeps, and what hydration must match); then it counts on by itself.
 */
export function LiveMinute({
  game,
  className = 'live-minute',
}: {
  game: Pick<GameCard, 'status' | 'clock' | 'minute'>;
  className?: string;
}) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (game.status !== 'live' || !game.clock) return;
    setNow(serverNow());
    const timer = setInterval(() => setNow(serverNow()), TICK_MS);
    return () => clearInterval(timer);
  }, [game.status, game.clock]);
  const minute = now === null ? game.minute : playedMinute(game.status, game.clock, now);
  if (minute === null || !game.clock) return null;
  const { minute: shown, extra } = minuteParts(minute, game.clock.base);
  return (
    <span className={className} aria-label={`دقیقه ${faDigits(shown)}${extra ? ` به اضافه ${faDigits(extra)}` : ''}`}>
      {faDigits(shown)}
      {extra ? `+${faDigits(extra)}` : ''}′
    </span>
  );
}
