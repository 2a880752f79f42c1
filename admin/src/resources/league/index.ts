import Icon from '@mui/icons-material/EmojiEvents';
import { lazyNamed } from '../../lib/lazy';

export default {
  list: lazyNamed(() => import('./LeagueList'), 'LeagueList'),
  edit: lazyNamed(() => import('./LeagueEdit'), 'LeagueEdit'),
  create: lazyNamed(() => import('./LeagueCreate'), 'LeagueCreate'),
  icon: Icon,
  recordRepresentation: 'title',
};
