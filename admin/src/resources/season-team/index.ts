import Icon from '@mui/icons-material/Groups';
import { lazyNamed } from '../../lib/lazy';
import { toPersianDigits } from '@meydan/shared-types/text';

export default {
  list: lazyNamed(() => import('./SeasonTeamList'), 'SeasonTeamList'),
  edit: lazyNamed(() => import('./SeasonTeamEdit'), 'SeasonTeamEdit'),
  create: lazyNamed(() => import('./SeasonTeamCreate'), 'SeasonTeamCreate'),
  icon: Icon,
  recordRepresentation: (record: { id: number }) => `#${toPersianDigits(String(record.id))}`,
};
