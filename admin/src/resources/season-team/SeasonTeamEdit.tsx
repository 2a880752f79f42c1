import { MeydanEdit } from '../../layout/forms';
import { SeasonTeamInputs } from './SeasonTeamInputs';

export const SeasonTeamEdit = () => (
  <MeydanEdit>
    <SeasonTeamInputs />
  </MeydanEdit>
);
