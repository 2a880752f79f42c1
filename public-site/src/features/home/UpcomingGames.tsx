import { memo, useMemo } from 'react';
import type { GameCard } from '@meydan/shared-types/public';
import { GameList } from '../../components/cards/GameRow';
import { GoalAnnouncer } from '../../components/live/GoalAnnouncer';
import { EmptyState } from '../../components/ui/Skeleton';
import { useLiveGames } from '../../lib/live/use-live-games';

/**
 * The home page's «upcoming» games, games being played first, their scores following the game. The
 * live state is read here and not by the page: a message renders this list again, not the whole home.
 */
export const UpcomingGames = memo(function UpcomingGames({ games }: { games: GameCard[] }) {
  const upcoming = useLiveGames(games);
  // The same elements while the games are the same: a message about nothing shown here renders no row.
  return useMemo(
    () => (
      <>
        {upcoming.length ? <GameList games={upcoming} /> : <EmptyState>بازی برنامه‌ریزی‌شده‌ای نیست.</EmptyState>}
        <GoalAnnouncer games={upcoming} />
      </>
    ),
    [upcoming],
  );
});
