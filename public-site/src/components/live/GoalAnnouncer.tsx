import { useEffect, useRef, useState } from 'react';
import type { GameCard } from '@meydan/shared-types/public';
import { faDigits } from '../../lib/format';

type Scores = Map<number, [number | null, number | null]>;
const scoresOf = (games: readonly GameCard[]): Scores => new Map(games.map((g) => [g.id, [g.homeScore, g.awayScore]]));

/**
 * Tells screen-reader users about a goal that arrives while they read, without interrupting them: a
 * polite live region, empty until a score shown on the page goes up.
 */
export function GoalAnnouncer({ games }: { games: readonly GameCard[] }) {
  const previous = useRef<Scores>(scoresOf(games));
  const [message, setMessage] = useState('');
  useEffect(() => {
    const before = previous.current;
    previous.current = scoresOf(games);
    const lines: string[] = [];
    for (const g of games) {
      const [home, away] = before.get(g.id) ?? [g.homeScore, g.awayScore];
      const scorer = (g.homeScore ?? 0) > (home ?? 0) ? g.home : (g.awayScore ?? 0) > (away ?? 0) ? g.away : null;
      if (!scorer) continue;
      lines.push(`گل برای ${scorer.title}: ${g.home.title} ${faDigits(g.homeScore ?? 0)}، ${g.away.title} ${faDigits(g.awayScore ?? 0)}`);
    }
    if (lines.length) setMessage(lines.join('. '));
  }, [games]);
  return (
    <p className="visually-hidden" aria-live="polite">
      {message}
    </p>
  );
}
