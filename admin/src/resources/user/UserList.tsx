import {
  BooleanField,
  BooleanInput,
  DataTable,
  List,
  SelectField,
  SimpleList,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Box, Chip, useMediaQuery, type Theme } from '@mui/material';
import { ROLES } from '@meydan/shared-types/constants';
import { choicesFilter, choicesOf, searchFilter } from '../../layout/filters';
import { DateField } from '../../calendar/DateField';
import { useIsSelf } from './useIsSelf';
import { ListActions } from '../../layout/ListActions';

const filters = [
  searchFilter,
  choicesFilter('role', 'meydan.choices.role', ROLES, true),
  <BooleanInput key="isActive" source="isActive" />,
];

/** The name, marked «شما» on one's own row (which cannot be selected for a bulk delete). */
const NameField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const isSelf = useIsSelf()(record);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <TextField source="displayName" />
      {isSelf && <Chip size="small" color="primary" variant="outlined" label={translate('meydan.user.you')} data-testid="self-chip" />}
    </Box>
  );
};

const RoleField = () => <SelectField source="role" choices={choicesOf('meydan.choices.role', ROLES)} />;

/** On a phone, one line per user: name (and «شما»), email, role. */
const UserRows = () => (
  <SimpleList
    primaryText={<NameField />}
    secondaryText={<TextField source="email" dir="ltr" />}
    tertiaryText={<RoleField />}
    rowClick="edit"
  />
);

export const UserList = () => {
  const isSelf = useIsSelf();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }} actions={<ListActions />}>
      {narrow ? (
        <UserRows />
      ) : (
        <DataTable rowClick="edit" isRowSelectable={(record) => !isSelf(record)}>
          <DataTable.Col source="displayName">
            <NameField />
          </DataTable.Col>
          <DataTable.Col source="email" />
          <DataTable.Col source="role">
            <RoleField />
          </DataTable.Col>
          <DataTable.Col source="isActive" field={BooleanField} />
          <DataTable.Col source="lastLoginAt">
            <DateField source="lastLoginAt" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
