import Icon from '@mui/icons-material/LocalOffer';
import { lazyNamed } from '../../lib/lazy';

export default {
  list: lazyNamed(() => import('./TagList'), 'TagList'),
  edit: lazyNamed(() => import('./TagEdit'), 'TagEdit'),
  create: lazyNamed(() => import('./TagCreate'), 'TagCreate'),
  icon: Icon,
  recordRepresentation: 'title',
};
