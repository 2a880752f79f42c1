import Icon from '@mui/icons-material/History';
import { lazyNamed } from '../../lib/lazy';

/** The audit log: written by the server beside each change, only ever listed. */
export default {
  list: lazyNamed(() => import('./AuditList'), 'AuditList'),
  icon: Icon,
};
