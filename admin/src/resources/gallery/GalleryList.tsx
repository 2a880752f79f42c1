import { DataTable, List, ReferenceField, SelectField, useResourceContext } from 'react-admin';
import { choicesFilter, choicesOf, referenceFilter, searchFilter } from '../../layout/filters';
import { dateRangeFilters } from '../../layout/dateFilters';
import { DateField } from '../../calendar/DateField';
import { editRowClick } from '../../paths';
import { ListActions } from '../../layout/ListActions';

const STATES = ['draft', 'scheduled', 'published'] as const;
const filters = [
  searchFilter,
  referenceFilter('sport', 'sport', true),
  choicesFilter('state', 'meydan.choices.publication', STATES, true),
  referenceFilter('tag', 'tag'),
  ...dateRangeFilters('publishedAt'),
];

/** Both sections; the data provider adds the kind filter from the resource name. */
export const GalleryList = () => {
  const resource = useResourceContext();
  return (
    <List filters={filters} sort={{ field: 'publishedAt', order: 'DESC' }} actions={<ListActions />}>
      <DataTable rowClick={editRowClick}>
        <DataTable.Col source="title" />
        <DataTable.Col source="status">
          <SelectField source="status" choices={choicesOf('meydan.choices.publication', ['draft', 'published'])} />
        </DataTable.Col>
        <DataTable.Col source="publishedAt">
          <DateField source="publishedAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="sport">
          <ReferenceField source="sport" reference="sport" link={false} />
        </DataTable.Col>
        {resource === 'gallery/image' && <DataTable.NumberCol locales="fa-IR" source="itemCount" disableSort />}
        <DataTable.NumberCol locales="fa-IR" source="viewCount" />
      </DataTable>
    </List>
  );
};
