import { MeydanEdit } from '../../layout/forms';
import { SeasonInputs } from './SeasonInputs';

export const SeasonEdit = () => (
  <MeydanEdit>
    <SeasonInputs />
  </MeydanEdit>
);
