import { BooleanField, BooleanInput, DataTable, List, ReferenceField } from 'react-admin';
import { referenceFilter, searchFilter } from '../../layout/filters';
import { ListActions } from '../../layout/ListActions';

const filters = [
  searchFilter,
  referenceFilter('sport', 'sport', true),
  referenceFilter('age', 'age'),
  <BooleanInput key="isActive" source="isActive" />,
];

export const LeagueList = () => (
  <List filters={filters} sort={{ field: 'sortOrder', order: 'ASC' }} actions={<ListActions />}>
    <DataTable rowClick="edit">
      <DataTable.Col source="title" />
      <DataTable.Col source="sport">
        <ReferenceField source="sport" reference="sport" link={false} />
      </DataTable.Col>
      <DataTable.Col source="age">
        <ReferenceField source="age" reference="age" link={false} />
      </DataTable.Col>
      <DataTable.NumberCol locales="fa-IR" source="sortOrder" />
      <DataTable.Col source="isActive" field={BooleanField} />
    </DataTable>
  </List>
);
