import { BooleanField, BooleanInput, DataTable, List } from 'react-admin';
import { searchFilter } from '../../layout/filters';
import { ListActions } from '../../layout/ListActions';

export const SportList = () => (
  <List
    filters={[searchFilter, <BooleanInput key="isActive" source="isActive" />]}
    sort={{ field: 'sortOrder', order: 'ASC' }}
    actions={<ListActions />}
  >
    <DataTable rowClick="edit">
      <DataTable.Col source="title" />
      <DataTable.Col source="slug" />
      <DataTable.NumberCol locales="fa-IR" source="winPoints" />
      <DataTable.NumberCol locales="fa-IR" source="drawPoints" />
      <DataTable.NumberCol locales="fa-IR" source="lossPoints" />
      <DataTable.NumberCol locales="fa-IR" source="sortOrder" />
      <DataTable.Col source="isActive" field={BooleanField} />
    </DataTable>
  </List>
);
