import Icon from '@mui/icons-material/ManageAccounts';
import { lazyNamed } from '../../lib/lazy';

export default {
  list: lazyNamed(() => import('./UserList'), 'UserList'),
  edit: lazyNamed(() => import('./UserEdit'), 'UserEdit'),
  create: lazyNamed(() => import('./UserCreate'), 'UserCreate'),
  icon: Icon,
  recordRepresentation: 'displayName',
};
