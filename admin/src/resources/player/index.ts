import Icon from '@mui/icons-material/Person';
import { lazyNamed } from '../../lib/lazy';

export default {
  list: lazyNamed(() => import('./PlayerList'), 'PlayerList'),
  edit: lazyNamed(() => import('./PlayerEdit'), 'PlayerEdit'),
  create: lazyNamed(() => import('./PlayerCreate'), 'PlayerCreate'),
  icon: Icon,
  recordRepresentation: 'name',
};
