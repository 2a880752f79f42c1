import { DataTable, List, ReferenceField } from 'react-admin';
import { referenceFilter } from '../../layout/filters';
import { ListActions } from '../../layout/ListActions';

const filters = [referenceFilter('season', 'season', true), referenceFilter('team', 'team', true)];

export const SeasonTeamList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'DESC' }} actions={<ListActions />}>
    <DataTable rowClick="edit">
      <DataTable.Col source="season">
        <ReferenceField source="season" reference="season" link={false} />
      </DataTable.Col>
      <DataTable.Col source="team">
        <ReferenceField source="team" reference="team" link={false} />
      </DataTable.Col>
      <DataTable.NumberCol locales="fa-IR" source="pointsAdjustment" />
      <DataTable.Col source="note" disableSort />
    </DataTable>
  </List>
);
