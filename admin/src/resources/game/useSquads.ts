import { useGetList } from 'react-admin';
import type { GameSide, Player } from '@meydan/shared-types/schemas';
import { LIMITS } from '@meydan/shared-types/constants';

export type Squads = Record<GameSide, Player[]>;

const squadOf = (team: number | undefined) => ({
  filter: { team },
  sort: { field: 'shirtNumber', order: 'ASC' as const },
  // A squad is a few dozen players; one page holds it whole.
  pagination: { page: 1, perPage: LIMITS.adminPageMax },
});

/** Both teams' squads, in shirt order, for picking the players of a game's events and team sheets. */
export function useSquads(homeTeam: number | undefined, awayTeam: number | undefined): Squads {
  const home = useGetList<Player>('player', squadOf(homeTeam), { enabled: !!homeTeam });
  const away = useGetList<Player>('player', squadOf(awayTeam), { enabled: !!awayTeam });
  return { home: home.data ?? [], away: away.data ?? [] };
}
