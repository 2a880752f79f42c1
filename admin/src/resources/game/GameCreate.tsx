import { MeydanCreate } from '../../layout/forms';
import { GameInputs } from './GameInputs';

export const GameCreate = () => (
  <MeydanCreate>
    <GameInputs />
  </MeydanCreate>
);
