import Icon from '@mui/icons-material/ViewQuilt';
import { lazyNamed } from '../../lib/lazy';

export default {
  list: lazyNamed(() => import('./PositionList'), 'PositionList'),
  edit: lazyNamed(() => import('./PositionEdit'), 'PositionEdit'),
  create: lazyNamed(() => import('./PositionCreate'), 'PositionCreate'),
  icon: Icon,
  recordRepresentation: 'title',
};
