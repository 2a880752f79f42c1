import { MeydanEdit } from '../../layout/forms';
import { TeamInputs } from './TeamInputs';

export const TeamEdit = () => (
  <MeydanEdit>
    <TeamInputs />
  </MeydanEdit>
);
