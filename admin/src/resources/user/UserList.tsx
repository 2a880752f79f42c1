import { BooleanField, BooleanInput, DataTable, List, SelectField } from 'react-admin';
import { ROLES } from '@meydan/shared-types';
import { choicesFilter, choicesOf, searchFilter } from '../../layout/filters';
import { DateField } from '../../calendar/DateField';

const filters = [searchFilter, choicesFilter('role', 'meydan.choices.role', ROLES, true), <BooleanInput key="isActive" source="isActive" />];

export const UserList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'ASC' }}>
    <DataTable rowClick="edit">
      <DataTable.Col source="displayName" />
      <DataTable.Col source="email" />
      <DataTable.Col source="role"><SelectField source="role" choices={choicesOf('meydan.choices.role', ROLES)} /></DataTable.Col>
      <DataTable.Col source="isActive" field={BooleanField} />
      <DataTable.Col source="lastLoginAt"><DateField source="lastLoginAt" showTime /></DataTable.Col>
    </DataTable>
  </List>
);
