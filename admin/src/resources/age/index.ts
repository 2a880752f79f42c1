import Icon from '@mui/icons-material/Cake';
import { lazyNamed } from '../../lib/lazy';

export default {
  list: lazyNamed(() => import('./AgeList'), 'AgeList'),
  edit: lazyNamed(() => import('./AgeEdit'), 'AgeEdit'),
  create: lazyNamed(() => import('./AgeCreate'), 'AgeCreate'),
  icon: Icon,
  recordRepresentation: 'title',
};
