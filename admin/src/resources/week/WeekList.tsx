import { DataTable, List, ReferenceField } from 'react-admin';
import { referenceFilter, searchFilter } from '../../layout/filters';
import { DateField } from '../../calendar/DateField';
import { ListActions } from '../../layout/ListActions';

const filters = [searchFilter, referenceFilter('season', 'season', true)];

export const WeekList = () => (
  <List filters={filters} sort={{ field: 'number', order: 'ASC' }} actions={<ListActions />}>
    <DataTable rowClick="edit">
      <DataTable.NumberCol locales="fa-IR" source="number" />
      <DataTable.Col source="title" />
      <DataTable.Col source="season">
        <ReferenceField source="season" reference="season" link={false} />
      </DataTable.Col>
      <DataTable.Col source="startsOn">
        <DateField source="startsOn" />
      </DataTable.Col>
      <DataTable.Col source="endsOn">
        <DateField source="endsOn" />
      </DataTable.Col>
    </DataTable>
  </List>
);
