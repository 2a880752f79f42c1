import {
  BulkDeleteButton, BulkUpdateButton, DataTable, List, ReferenceField, useListContext, useRecordContext, useTranslate,
} from 'react-admin';
import { Tab, Tabs, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import ReportIcon from '@mui/icons-material/Report';
import { COMMENT_STATUSES, type Comment } from '@meydan/shared-types';
import { referenceFilter, searchFilter } from '../../layout/filters';
import { DateField } from '../../calendar/DateField';
import { href, paths } from '../../paths';

const filters = [searchFilter, referenceFilter('news', 'news')];

/** The moderation queue's tabs; pending is where the day starts. */
function StatusTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  return (
    <Tabs value={filterValues.status ?? 'pending'} sx={{ px: 2 }}
      onChange={(_, status: string) => setFilters({ ...filterValues, status }, displayedFilters)}>
      {COMMENT_STATUSES.map((s) => <Tab key={s} value={s} label={translate(`meydan.choices.comment.${s}`)} />)}
    </Tabs>
  );
}

const BulkActions = () => {
  const translate = useTranslate();
  return (
    <>
      <BulkUpdateButton data={{ status: 'approved' }} label={translate('meydan.comment.approve')} icon={<CheckIcon />} mutationMode="undoable" />
      <BulkUpdateButton data={{ status: 'rejected' }} label={translate('meydan.comment.reject')} icon={<BlockIcon />} mutationMode="undoable" />
      <BulkUpdateButton data={{ status: 'spam' }} label={translate('meydan.comment.spam')} icon={<ReportIcon />} mutationMode="undoable" />
      <BulkDeleteButton />
    </>
  );
};

const NewsLink = () => {
  const comment = useRecordContext<Comment>();
  if (!comment) return null;
  return <ReferenceField source="news" reference="news" link={() => href(paths.edit('news', comment.news))} />;
};

const Body = () => {
  const comment = useRecordContext<Comment>();
  return <Typography variant="body2" sx={{ maxWidth: 420, whiteSpace: 'pre-wrap' }}>{comment?.body}</Typography>;
};

export const CommentList = () => (
  <List filters={filters} filterDefaultValues={{ status: 'pending' }} sort={{ field: 'createdAt', order: 'DESC' }}>
    <StatusTabs />
    <DataTable rowClick="edit" bulkActionButtons={<BulkActions />}>
      <DataTable.Col source="authorName" />
      <DataTable.Col source="body" disableSort><Body /></DataTable.Col>
      <DataTable.Col source="news"><NewsLink /></DataTable.Col>
      <DataTable.Col source="createdAt"><DateField source="createdAt" showTime /></DataTable.Col>
      <DataTable.Col source="reply" disableSort />
    </DataTable>
  </List>
);
