import { SearchInput, SelectInput } from 'react-admin';
import { JalaliDateInput } from '../inputs/JalaliDateInput';
import { choicesOf } from '../layout/filters';

/**
 * The library's filters, shared by /admin/media and the picker dialog of the media inputs (which
 * fixes the kind and so leaves that one out).
 */
export const mediaFilters = ({ withKind = true } = {}) => [
  <SearchInput key="q" source="q" alwaysOn placeholder="جستجو در متن جایگزین یا نام فایل" sx={{ minWidth: 260 }} />,
  ...(withKind ? [<SelectInput key="kind" source="kind" alwaysOn choices={choicesOf('meydan.choices.kind', ['image', 'video'])} />] : []),
  <SelectInput key="unused" source="unused" alwaysOn choices={choicesOf('meydan.media.usage', ['true', 'false'])} />,
  <JalaliDateInput key="createdAt_gte" source="createdAt_gte" alwaysOn />,
  <JalaliDateInput key="createdAt_lte" source="createdAt_lte" endOfDay alwaysOn />,
];
