import Icon from '@mui/icons-material/ViewWeek';
import { lazyNamed } from '../../lib/lazy';
import { toPersianDigits } from '@meydan/shared-types/text';

export default {
  list: lazyNamed(() => import('./WeekList'), 'WeekList'),
  edit: lazyNamed(() => import('./WeekEdit'), 'WeekEdit'),
  create: lazyNamed(() => import('./WeekCreate'), 'WeekCreate'),
  icon: Icon,
  recordRepresentation: (record: { number?: number; title?: string | null }) =>
    record.title || `هفته ${toPersianDigits(String(record.number ?? ''))}`,
};
