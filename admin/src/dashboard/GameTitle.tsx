import { ReferenceField } from 'react-admin';
import type { Game } from '@meydan/shared-types/schemas';

/** "Home – Away" from the two team references of a game. */
export const GameTitle = ({ game }: { game: Game }) => (
  <span>
    <ReferenceField record={game} source="homeTeam" reference="team" link={false} />
    {' – '}
    <ReferenceField record={game} source="awayTeam" reference="team" link={false} />
  </span>
);
