import { MeydanCreate } from '../../layout/forms';
import { AgeInputs } from './AgeInputs';

export const AgeCreate = () => (
  <MeydanCreate>
    <AgeInputs />
  </MeydanCreate>
);
