import { DataTable, List } from 'react-admin';
import { searchFilter } from '../../layout/filters';

export const StadiumList = () => (
  <List filters={[searchFilter]} sort={{ field: 'title', order: 'ASC' }}>
    <DataTable rowClick="edit">
      <DataTable.Col source="title" />
      <DataTable.Col source="city" />
      <DataTable.NumberCol locales="fa-IR" source="capacity" />
    </DataTable>
  </List>
);
