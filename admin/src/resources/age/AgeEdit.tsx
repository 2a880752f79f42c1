import { MeydanEdit } from '../../layout/forms';
import { AgeInputs } from './AgeInputs';

export const AgeEdit = () => (
  <MeydanEdit>
    <AgeInputs />
  </MeydanEdit>
);
