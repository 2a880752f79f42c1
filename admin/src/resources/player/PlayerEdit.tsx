import { MeydanEdit } from '../../layout/forms';
import { PlayerInputs } from './PlayerInputs';

export const PlayerEdit = () => (
  <MeydanEdit>
    <PlayerInputs />
  </MeydanEdit>
);
