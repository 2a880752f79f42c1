import { MeydanCreate } from '../../layout/forms';
import { TeamInputs } from './TeamInputs';

export const TeamCreate = () => (
  <MeydanCreate>
    <TeamInputs />
  </MeydanCreate>
);
