import { MeydanEdit } from '../../layout/forms';
import { LeagueInputs } from './LeagueInputs';

export const LeagueEdit = () => (
  <MeydanEdit>
    <LeagueInputs />
  </MeydanEdit>
);
