import Icon from '@mui/icons-material/Stadium';
import { lazyNamed } from '../../lib/lazy';

export default {
  list: lazyNamed(() => import('./StadiumList'), 'StadiumList'),
  edit: lazyNamed(() => import('./StadiumEdit'), 'StadiumEdit'),
  create: lazyNamed(() => import('./StadiumCreate'), 'StadiumCreate'),
  icon: Icon,
  recordRepresentation: 'title',
};
