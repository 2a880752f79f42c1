import { MeydanCreate } from '../../layout/forms';
import { UserInputs } from './UserInputs';

export const UserCreate = () => (
  <MeydanCreate>
    <UserInputs />
  </MeydanCreate>
);
