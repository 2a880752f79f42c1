import { BooleanField, BooleanInput, DataTable, List, ReferenceField } from 'react-admin';
import { referenceFilter, searchFilter } from '../../layout/filters';
import { DateField } from '../../calendar/DateField';
import { ListActions } from '../../layout/ListActions';

const filters = [searchFilter, referenceFilter('league', 'league', true), <BooleanInput key="isCurrent" source="isCurrent" />];

export const SeasonList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'DESC' }} actions={<ListActions />}>
    <DataTable rowClick="edit">
      <DataTable.Col source="title" />
      <DataTable.Col source="league">
        <ReferenceField source="league" reference="league" link={false} />
      </DataTable.Col>
      <DataTable.Col source="startsOn">
        <DateField source="startsOn" />
      </DataTable.Col>
      <DataTable.Col source="endsOn">
        <DateField source="endsOn" />
      </DataTable.Col>
      <DataTable.Col source="isCurrent" field={BooleanField} />
    </DataTable>
  </List>
);
