import { DataTable, List } from 'react-admin';
import { searchFilter } from '../../layout/filters';
import { ListActions } from '../../layout/ListActions';

export const StadiumList = () => (
  <List filters={[searchFilter]} sort={{ field: 'title', order: 'ASC' }} actions={<ListActions />}>
    <DataTable rowClick="edit">
      <DataTable.Col source="title" />
      <DataTable.Col source="city" />
      <DataTable.NumberCol locales="fa-IR" source="capacity" />
    </DataTable>
  </List>
);
