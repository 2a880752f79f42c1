import Icon from '@mui/icons-material/ManageAccounts';
import { lazyNamed } from '../../lib/lazy';
import { adminOnly } from '../../layout/AdminOnly';

export default {
  list: adminOnly(lazyNamed(() => import('./UserList'), 'UserList')),
  edit: adminOnly(lazyNamed(() => import('./UserEdit'), 'UserEdit')),
  create: adminOnly(lazyNamed(() => import('./UserCreate'), 'UserCreate')),
  icon: Icon,
  recordRepresentation: 'displayName',
};
