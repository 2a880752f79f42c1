import { MeydanCreate } from '../../layout/forms';
import { SeasonTeamInputs } from './SeasonTeamInputs';

export const SeasonTeamCreate = () => (
  <MeydanCreate>
    <SeasonTeamInputs />
  </MeydanCreate>
);
