import Icon from '@mui/icons-material/Shield';
import { lazyNamed } from '../../lib/lazy';

export default {
  list: lazyNamed(() => import('./TeamList'), 'TeamList'),
  edit: lazyNamed(() => import('./TeamEdit'), 'TeamEdit'),
  create: lazyNamed(() => import('./TeamCreate'), 'TeamCreate'),
  icon: Icon,
  recordRepresentation: 'title',
};
