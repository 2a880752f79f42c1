import { MeydanEdit } from '../../layout/forms';
import { CommentInputs } from './CommentInputs';

export const CommentEdit = () => (
  <MeydanEdit redirect="list">
    <CommentInputs />
  </MeydanEdit>
);
