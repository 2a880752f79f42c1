import {
  CreateButton, DataTable, ExportButton, FilterButton, List, ReferenceField, SelectField, TopToolbar, useListContext, useTranslate,
} from 'react-admin';
import { Tab, Tabs } from '@mui/material';
import { choicesOf, referenceFilter, searchFilter } from '../../layout/filters';
import { dateRangeFilters } from '../../layout/dateFilters';
import { DateField } from '../../calendar/DateField';
import { editRowClick } from '../../paths';
import { NewsEmpty } from './NewsEmpty';

const STATES = ['draft', 'scheduled', 'published'] as const;

const filters = [
  searchFilter,
  referenceFilter('sport', 'sport', true),
  referenceFilter('league', 'league'),
  referenceFilter('tag', 'tag'),
  referenceFilter('team', 'team'),
  referenceFilter('position', 'position'),
  ...dateRangeFilters('publishedAt'),
];

/** Tabs over the derived publication state: a scheduled item is published with a future date. */
function StateTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const current = typeof filterValues.state === 'string' ? filterValues.state : 'all';
  return (
    <Tabs
      value={current}
      onChange={(_, value: string) => {
        const { state: _state, ...rest } = filterValues;
        setFilters(value === 'all' ? rest : { ...rest, state: value }, displayedFilters);
      }}
      sx={{ px: 2 }}
    >
      <Tab value="all" label={translate('meydan.choices.publication.all')} />
      {STATES.map((s) => <Tab key={s} value={s} label={translate(`meydan.choices.publication.${s}`)} />)}
    </Tabs>
  );
}

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

export const NewsList = () => (
  <List filters={filters} actions={<Actions />} sort={{ field: 'publishedAt', order: 'DESC' }} empty={<NewsEmpty />}>
    <StateTabs />
    <DataTable rowClick={editRowClick}>
      <DataTable.Col source="title" sx={{ maxWidth: 380 }} />
      <DataTable.Col source="status">
        <SelectField source="status" choices={choicesOf('meydan.choices.publication', ['draft', 'published'])} />
      </DataTable.Col>
      <DataTable.Col source="publishedAt"><DateField source="publishedAt" showTime /></DataTable.Col>
      <DataTable.Col source="sport"><ReferenceField source="sport" reference="sport" link={false} /></DataTable.Col>
      <DataTable.NumberCol locales="fa-IR" source="viewCount" />
    </DataTable>
  </List>
);
