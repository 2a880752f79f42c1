import type { ReactElement } from 'react';
import {
  BulkDeleteButton,
  Button,
  DataTable,
  List,
  ReferenceField,
  SimpleList,
  useBulkUpdateController,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Box, Tab, Typography, useMediaQuery, type Theme } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import ReportIcon from '@mui/icons-material/Report';
import { COMMENT_STATUSES, type Comment, type CommentStatus } from '@meydan/shared-types/schemas';
import { referenceFilter, searchFilter } from '../../layout/filters';
import { ScrollTabs } from '../../layout/ScrollTabs';
import { DateField } from '../../calendar/DateField';
import { href, paths } from '../../paths';
import { ListActions } from '../../layout/ListActions';

const filters = [searchFilter, referenceFilter('news', 'news')];

/** The moderation queue's tabs; pending is where the day starts. */
function StatusTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  return (
    <ScrollTabs
      value={filterValues.status ?? 'pending'}
      onChange={(_, status: string) => setFilters({ ...filterValues, status }, displayedFilters)}
    >
      {COMMENT_STATUSES.map((s) => (
        <Tab key={s} value={s} label={translate(`meydan.choices.comment.${s}`)} />
      ))}
    </ScrollTabs>
  );
}

/**
 * Sent at the click, without a confirmation: an undoable change waited for its toast to expire, and a
 * reload in that window dropped it without a word.
 */
function ModerateButton({ status, icon, label, done }: { status: CommentStatus; icon: ReactElement; label: string; done: string }) {
  const { handleUpdate, isPending } = useBulkUpdateController({ mutationMode: 'pessimistic', successMessage: done });
  return (
    <Button label={label} onClick={() => handleUpdate({ status })} disabled={isPending}>
      {icon}
    </Button>
  );
}

const BulkActions = () => (
  <>
    <ModerateButton status="approved" label="meydan.comment.approve" icon={<CheckIcon />} done="meydan.comment.approved" />
    <ModerateButton status="rejected" label="meydan.comment.reject" icon={<BlockIcon />} done="meydan.comment.rejected" />
    <ModerateButton status="spam" label="meydan.comment.spam" icon={<ReportIcon />} done="meydan.comment.markedSpam" />
    <BulkDeleteButton />
  </>
);

const NewsLink = () => {
  const comment = useRecordContext<Comment>();
  if (!comment) return null;
  return <ReferenceField source="news" reference="news" link={() => href(paths.edit('news', comment.news))} />;
};

const Body = () => {
  const comment = useRecordContext<Comment>();
  return (
    <Typography variant="body2" sx={{ maxWidth: 420, whiteSpace: 'pre-wrap' }}>
      {comment?.body}
    </Typography>
  );
};

/** Who wrote it and when, in full, and the newsroom's answer if there is one. */
const Byline = () => {
  const comment = useRecordContext<Comment>();
  const translate = useTranslate();
  if (!comment) return null;
  return (
    <>
      {comment.authorName} · <DateField source="createdAt" showTime />
      {comment.reply && (
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          {translate('resources.comment.fields.reply')}: {comment.reply}
        </Box>
      )}
    </>
  );
};

/**
 * The moderation queue on a phone: one row per comment, the text in full width and the author and
 * whole date under it, each row opening the comment to approve, reject or answer it. Five table
 * columns at 375 px left one word per line and cut the date off.
 */
const CommentRows = () => (
  <SimpleList<Comment>
    primaryText={(comment) => comment.body}
    secondaryText={<Byline />}
    rowClick="edit"
    sx={{ '& .MuiListItemText-primary': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 0.5 } }}
  />
);

export const CommentList = () => {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={<ListActions />}
    >
      <StatusTabs />
      {small ? (
        <CommentRows />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={<BulkActions />}>
          <DataTable.Col source="authorName" />
          <DataTable.Col source="body" disableSort>
            <Body />
          </DataTable.Col>
          <DataTable.Col source="news">
            <NewsLink />
          </DataTable.Col>
          <DataTable.Col source="createdAt">
            <DateField source="createdAt" showTime />
          </DataTable.Col>
          <DataTable.Col source="reply" disableSort />
        </DataTable>
      )}
    </List>
  );
};
