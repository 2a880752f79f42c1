import { MeydanCreate } from '../../layout/forms';
import { SeasonInputs } from './SeasonInputs';

export const SeasonCreate = () => (
  <MeydanCreate>
    <SeasonInputs />
  </MeydanCreate>
);
