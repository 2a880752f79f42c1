import { TopToolbar } from 'react-admin';
import { MeydanEdit } from '../../layout/forms';
import { GameInputs } from './GameInputs';
import { LiveDeskButton } from './LiveDeskButton';

const Actions = () => (
  <TopToolbar>
    <LiveDeskButton />
  </TopToolbar>
);

export const GameEdit = () => (
  <MeydanEdit actions={<Actions />}>
    <GameInputs />
  </MeydanEdit>
);
