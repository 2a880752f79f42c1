import { AutocompleteInput, DataTable, List, ReferenceField, ReferenceInput, SelectField } from 'react-admin';
import { PLAYER_POSITIONS } from '@meydan/shared-types/schemas';
import { choicesFilter, choicesOf, searchFilter } from '../../layout/filters';
import { ListActions } from '../../layout/ListActions';
import { DateField } from '../../calendar/DateField';

const filters = [
  searchFilter,
  <ReferenceInput key="team" source="team" reference="team" alwaysOn perPage={50}>
    <AutocompleteInput optionText="title" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 200 }} />
  </ReferenceInput>,
  choicesFilter('position', 'meydan.choices.playerPosition', PLAYER_POSITIONS, true),
];

export const PlayerList = () => (
  <List filters={filters} sort={{ field: 'name', order: 'ASC' }} actions={<ListActions />}>
    <DataTable rowClick="edit">
      <DataTable.NumberCol locales="fa-IR" source="shirtNumber" />
      <DataTable.Col source="name" />
      <DataTable.Col source="team">
        <ReferenceField source="team" reference="team" link={false} />
      </DataTable.Col>
      <DataTable.Col source="position">
        <SelectField source="position" choices={choicesOf('meydan.choices.playerPosition', PLAYER_POSITIONS)} />
      </DataTable.Col>
      <DataTable.Col source="birthDate">
        <DateField source="birthDate" />
      </DataTable.Col>
      <DataTable.NumberCol locales="fa-IR" source="height" />
      <DataTable.Col source="nationality" />
    </DataTable>
  </List>
);
