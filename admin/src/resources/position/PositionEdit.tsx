import { MeydanEdit } from '../../layout/forms';
import { PositionInputs } from './PositionInputs';

export const PositionEdit = () => (
  <MeydanEdit>
    <PositionInputs />
  </MeydanEdit>
);
