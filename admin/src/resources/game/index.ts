import Icon from '@mui/icons-material/Scoreboard';
import { lazyNamed } from '../../lib/lazy';

export default {
  list: lazyNamed(() => import('./GameList'), 'GameList'),
  edit: lazyNamed(() => import('./GameEdit'), 'GameEdit'),
  create: lazyNamed(() => import('./GameCreate'), 'GameCreate'),
  icon: Icon,
  recordRepresentation: (record: { id: number }) => `#${record.id}`,
};

/** /game/{id}/result, a child route of the resource. */
export const GameResult = lazyNamed(() => import('./GameResultScreen'), 'GameResultScreen');

/** /game/{id}/live, the reporter's desk during a match; a child route of the resource. */
export const GameLive = lazyNamed(() => import('./live/LiveDeskScreen'), 'LiveDeskScreen');

/** /game/{id}/lineup, a child route of the resource. */
export const GameLineup = lazyNamed(() => import('./LineupScreen'), 'LineupScreen');
