import Icon from '@mui/icons-material/Article';
import { lazyNamed } from '../../lib/lazy';
import { SeedEditRedirect, SeedListRedirect } from '../../layout/SeedRedirects';

/** The seed's paths are /news/list and /news/{id}/edit (child routes in App.tsx); the bare ones forward there. */
export default {
  list: SeedListRedirect,
  edit: SeedEditRedirect,
  create: lazyNamed(() => import('./NewsCreate'), 'NewsCreate'),
  icon: Icon,
  recordRepresentation: 'title',
};

export const NewsList = lazyNamed(() => import('./NewsList'), 'NewsList');
export const NewsEdit = lazyNamed(() => import('./NewsEdit'), 'NewsEdit');
