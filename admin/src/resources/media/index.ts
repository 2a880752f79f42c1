import Icon from '@mui/icons-material/PermMedia';
import { lazyNamed } from '../../lib/lazy';

export default {
  list: lazyNamed(() => import('./MediaList'), 'MediaList'),
  icon: Icon,
  recordRepresentation: (record: { alt?: string | null; originalName?: string }) => record.alt || record.originalName || '',
};
