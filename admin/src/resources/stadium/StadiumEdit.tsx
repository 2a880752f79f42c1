import { MeydanEdit } from '../../layout/forms';
import { StadiumInputs } from './StadiumInputs';

export const StadiumEdit = () => (
  <MeydanEdit>
    <StadiumInputs />
  </MeydanEdit>
);
