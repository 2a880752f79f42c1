import Icon from '@mui/icons-material/Comment';
import { lazyNamed } from '../../lib/lazy';

/** Comments are written by readers on the public site; staff moderate and reply, never create. */
export default {
  list: lazyNamed(() => import('./CommentList'), 'CommentList'),
  edit: lazyNamed(() => import('./CommentEdit'), 'CommentEdit'),
  icon: Icon,
  recordRepresentation: 'authorName',
};
