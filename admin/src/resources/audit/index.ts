import Icon from '@mui/icons-material/History';
import { lazyNamed } from '../../lib/lazy';
import { adminOnly } from '../../layout/AdminOnly';

/** The audit log: written by the server beside each change, only ever listed. */
export default {
  list: adminOnly(lazyNamed(() => import('./AuditList'), 'AuditList')),
  icon: Icon,
};
