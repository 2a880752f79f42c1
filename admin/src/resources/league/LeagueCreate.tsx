import { MeydanCreate } from '../../layout/forms';
import { LeagueInputs } from './LeagueInputs';

export const LeagueCreate = () => (
  <MeydanCreate>
    <LeagueInputs />
  </MeydanCreate>
);
