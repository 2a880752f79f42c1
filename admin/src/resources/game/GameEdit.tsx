import { MeydanEdit } from '../../layout/forms';
import { GameInputs } from './GameInputs';

export const GameEdit = () => (
  <MeydanEdit>
    <GameInputs />
  </MeydanEdit>
);
