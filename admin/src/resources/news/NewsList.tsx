import { DataTable, List, ReferenceField, SimpleList, useListContext, useTranslate } from 'react-admin';
import { Tab, useMediaQuery, type Theme } from '@mui/material';
import type { News } from '@meydan/shared-types/schemas';
import { referenceFilter, searchFilter } from '../../layout/filters';
import { dateRangeFilters } from '../../layout/dateFilters';
import { ScrollTabs } from '../../layout/ScrollTabs';
import { DateField } from '../../calendar/DateField';
import { editRowClick } from '../../paths';
import { ListActions } from '../../layout/ListActions';
import { NewsEmpty } from './NewsEmpty';
import { PublicationStateField } from './PublicationStateField';

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
    <ScrollTabs
      value={current}
      onChange={(_, value: string) => {
        const { state: _state, ...rest } = filterValues;
        setFilters(value === 'all' ? rest : { ...rest, state: value }, displayedFilters);
      }}
    >
      <Tab value="all" label={translate('meydan.choices.publication.all')} />
      {STATES.map((s) => (
        <Tab key={s} value={s} label={translate(`meydan.choices.publication.${s}`)} />
      ))}
    </ScrollTabs>
  );
}

/** Narrow screens get one line per item, title first: the table's columns would overflow 375 px. */
const NewsRows = () => (
  <SimpleList<News>
    primaryText={(record) => record.title}
    secondaryText={<PublicationStateField />}
    rowClick={(id) => editRowClick(id, 'news')}
    sx={{ '& .MuiListItemText-primary': { fontWeight: 500 } }}
  />
);

const NewsTable = () => (
  <DataTable rowClick={editRowClick}>
    <DataTable.Col source="title" sx={{ maxWidth: 380 }} />
    <DataTable.Col source="status">
      <PublicationStateField />
    </DataTable.Col>
    <DataTable.Col source="publishedAt">
      <DateField source="publishedAt" showTime />
    </DataTable.Col>
    <DataTable.Col source="sport">
      <ReferenceField source="sport" reference="sport" link={false} />
    </DataTable.Col>
    <DataTable.NumberCol locales="fa-IR" source="viewCount" />
  </DataTable>
);

export const NewsList = () => {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'publishedAt', order: 'DESC' }} empty={<NewsEmpty />}>
      <StateTabs />
      {narrow ? <NewsRows /> : <NewsTable />}
    </List>
  );
};
