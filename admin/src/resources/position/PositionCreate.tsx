import { MeydanCreate } from '../../layout/forms';
import { PositionInputs } from './PositionInputs';

export const PositionCreate = () => (
  <MeydanCreate>
    <PositionInputs />
  </MeydanCreate>
);
