import Icon from '@mui/icons-material/Settings';
import { lazyNamed } from '../../lib/lazy';
import { adminOnly } from '../../layout/AdminOnly';

/** One record (id 1): the resource's only screen is its edit page, at the resource's own path. */
export default {
  list: adminOnly(lazyNamed(() => import('./BaseInformationEdit'), 'BaseInformationEdit')),
  icon: Icon,
  recordRepresentation: 'siteTitle',
};
