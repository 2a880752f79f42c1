import { MeydanEdit } from '../../layout/forms';
import { TagInputs } from './TagInputs';

export const TagEdit = () => (
  <MeydanEdit>
    <TagInputs />
  </MeydanEdit>
);
