import { MeydanEdit } from '../../layout/forms';
import { UserInputs } from './UserInputs';

export const UserEdit = () => (
  <MeydanEdit>
    <UserInputs />
  </MeydanEdit>
);
