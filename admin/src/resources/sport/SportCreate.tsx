import { MeydanCreate } from '../../layout/forms';
import { SportInputs } from './SportInputs';

export const SportCreate = () => (
  <MeydanCreate>
    <SportInputs />
  </MeydanCreate>
);
