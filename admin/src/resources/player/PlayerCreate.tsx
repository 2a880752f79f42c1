import { MeydanCreate } from '../../layout/forms';
import { PlayerInputs } from './PlayerInputs';

export const PlayerCreate = () => (
  <MeydanCreate>
    <PlayerInputs />
  </MeydanCreate>
);
