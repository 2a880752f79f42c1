import Icon from '@mui/icons-material/DateRange';
import { lazyNamed } from '../../lib/lazy';

export default {
  list: lazyNamed(() => import('./SeasonList'), 'SeasonList'),
  edit: lazyNamed(() => import('./SeasonEdit'), 'SeasonEdit'),
  create: lazyNamed(() => import('./SeasonCreate'), 'SeasonCreate'),
  icon: Icon,
  recordRepresentation: 'title',
};
