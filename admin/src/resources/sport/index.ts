import Icon from '@mui/icons-material/SportsSoccer';
import { lazyNamed } from '../../lib/lazy';

export default {
  list: lazyNamed(() => import('./SportList'), 'SportList'),
  edit: lazyNamed(() => import('./SportEdit'), 'SportEdit'),
  create: lazyNamed(() => import('./SportCreate'), 'SportCreate'),
  icon: Icon,
  recordRepresentation: 'title',
};
