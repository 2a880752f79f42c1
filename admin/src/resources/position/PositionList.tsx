import { DataTable, List } from 'react-admin';
import { searchFilter } from '../../layout/filters';
import { ListActions } from '../../layout/ListActions';

export const PositionList = () => (
  <List filters={[searchFilter]} sort={{ field: 'sortOrder', order: 'ASC' }} actions={<ListActions />}>
    <DataTable rowClick="edit">
      <DataTable.Col source="title" />
      <DataTable.Col source="key" />
      <DataTable.NumberCol locales="fa-IR" source="capacity" />
      <DataTable.NumberCol locales="fa-IR" source="sortOrder" />
    </DataTable>
  </List>
);
