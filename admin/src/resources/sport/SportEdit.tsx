import { MeydanEdit } from '../../layout/forms';
import { SportInputs } from './SportInputs';

export const SportEdit = () => (
  <MeydanEdit>
    <SportInputs />
  </MeydanEdit>
);
