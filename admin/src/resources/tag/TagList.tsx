import { DataTable, List } from 'react-admin';
import { searchFilter } from '../../layout/filters';
import { DateField } from '../../calendar/DateField';
import { ListActions } from '../../layout/ListActions';

export const TagList = () => (
  <List filters={[searchFilter]} sort={{ field: 'title', order: 'ASC' }} actions={<ListActions />}>
    <DataTable rowClick="edit">
      <DataTable.Col source="title" />
      <DataTable.Col source="slug" />
      <DataTable.Col source="createdAt">
        <DateField source="createdAt" />
      </DataTable.Col>
    </DataTable>
  </List>
);
