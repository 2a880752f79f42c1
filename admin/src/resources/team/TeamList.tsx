import { DataTable, List, ReferenceField } from 'react-admin';
import { referenceFilter, searchFilter } from '../../layout/filters';
import { ListActions } from '../../layout/ListActions';

const filters = [searchFilter, referenceFilter('sport', 'sport', true), referenceFilter('season', 'season')];

export const TeamList = () => (
  <List filters={filters} sort={{ field: 'title', order: 'ASC' }} actions={<ListActions />}>
    <DataTable rowClick="edit">
      <DataTable.Col source="title" />
      <DataTable.Col source="shortTitle" />
      <DataTable.Col source="sport">
        <ReferenceField source="sport" reference="sport" link={false} />
      </DataTable.Col>
      <DataTable.Col source="city" />
      <DataTable.NumberCol locales="fa-IR" source="foundedYear" options={{ useGrouping: false }} />
      <DataTable.Col source="homeStadium" disableSort>
        <ReferenceField source="homeStadium" reference="stadium" link={false} />
      </DataTable.Col>
    </DataTable>
  </List>
);
