import { MeydanCreate } from '../../layout/forms';
import { StadiumInputs } from './StadiumInputs';

export const StadiumCreate = () => (
  <MeydanCreate>
    <StadiumInputs />
  </MeydanCreate>
);
