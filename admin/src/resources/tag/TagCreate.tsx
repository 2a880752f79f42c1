import { MeydanCreate } from '../../layout/forms';
import { TagInputs } from './TagInputs';

export const TagCreate = () => (
  <MeydanCreate>
    <TagInputs />
  </MeydanCreate>
);
