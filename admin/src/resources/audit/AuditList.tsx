import { cloneElement } from 'react';
import {
  DataTable,
  List,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  SimpleList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Box, Link, Typography, useMediaQuery, type Theme } from '@mui/material';
import { ADMIN_RESOURCES } from '@meydan/shared-types/constants';
import { AUDIT_ACTIONS, type Audit } from '@meydan/shared-types/schemas';
import { toPersianDigits } from '@meydan/shared-types/text';
import { formatDate } from '@meydan/shared-types/calendar';
import { useCalendar } from '../../calendar/useCalendar';
import { choicesFilter, choicesOf } from '../../layout/filters';
import { dateRangeFilters } from '../../layout/dateFilters';
import { DateField } from '../../calendar/DateField';
import { href, paths } from '../../paths';

const LOGGED = ADMIN_RESOURCES.filter((r) => r !== 'audit');
/**
 * Resources whose records have an edit screen under their own name: galleries open in a section,
 * uploads in the library, and the base information is one screen.
 */
const EDITABLE = new Set<string>(LOGGED.filter((r) => r !== 'gallery' && r !== 'media' && r !== 'base-information'));

/** Filter by resource, named as the menu names them. */
function ResourceFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const choices = LOGGED.map((id) => ({ id, name: translate(`resources.${id}.name`, { smart_count: 1 }) }));
  return <SelectInput source={source} choices={choices} translateChoice={false} />;
}

const filters = [
  // Staff accounts are few: all of them in one list, by name.
  <ReferenceInput key="user" source="user" reference="user" alwaysOn perPage={200} sort={{ field: 'displayName', order: 'ASC' }}>
    <SelectInput optionText="displayName" sx={{ minWidth: 180 }} />
  </ReferenceInput>,
  choicesFilter('action', 'meydan.choices.auditAction', AUDIT_ACTIONS, true),
  <ResourceFilter key="resource" source="resource" alwaysOn />,
  // The log is read by date first: the Jalali range is always there.
  ...dateRangeFilters('createdAt').map((input) => cloneElement(input, { alwaysOn: true })),
];

const UserName = () => (
  <Typography variant="body2" component="span">
    {useRecordContext<{ displayName: string }>()?.displayName}
  </Typography>
);

/** Who: the account as it is now, or the email it had (or that was typed into a failed login). */
function Who() {
  const record = useRecordContext<Audit>();
  if (!record) return null;
  return record.user ? (
    <ReferenceField source="user" reference="user" link={false}>
      <UserName />
    </ReferenceField>
  ) : (
    <Typography variant="body2" component="span" dir="ltr" className="latin-digits">
      {record.actor || '—'}
    </Typography>
  );
}

function ResourceName() {
  const record = useRecordContext<Audit>();
  const translate = useTranslate();
  return record?.resource ? <>{translate(`resources.${record.resource}.name`, { smart_count: 1, _: record.resource })}</> : null;
}

/** The record's id, linked to its edit screen while it exists. */
function RecordLink() {
  const record = useRecordContext<Audit>();
  if (!record?.recordId || !record.resource) return null;
  const label = toPersianDigits(record.recordId);
  if (!EDITABLE.has(record.resource) || record.action === 'delete') return <>{label}</>;
  return <Link href={href(paths.edit(record.resource, record.recordId))}>{label}</Link>;
}

/** The fields an update changed, or until when what the entry granted holds (a preview link). */
function ChangedFields() {
  const record = useRecordContext<Audit>();
  const translate = useTranslate();
  const [calendar] = useCalendar();
  if (record?.validUntil)
    return <>{translate('meydan.preview.validUntil', { time: formatDate(record.validUntil, { calendar, time: true }) })}</>;
  if (!record?.fields.length) return null;
  return <>{record.fields.map((f) => translate(`resources.${record.resource}.fields.${f}`, { _: f })).join('، ')}</>;
}

const Address = () => (
  <Typography variant="body2" component="span" dir="ltr" className="latin-digits">
    {useRecordContext<Audit>()?.ip ?? '—'}
  </Typography>
);

const Action = () => <SelectField source="action" choices={choicesOf('meydan.choices.auditAction', AUDIT_ACTIONS)} />;

/**
 * On a phone, each entry as a row of three lines: who did what; to which record and which fields; when
 * and from where. Seven columns do not fit 375 px, and a table scrolled sideways hides the address.
 */
const AuditRows = () => (
  <SimpleList<Audit>
    rowClick={false}
    primaryText={
      <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        <Who />
        <Action />
      </Box>
    }
    secondaryText={
      <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.75 }}>
        <ResourceName />
        <RecordLink />
        <ChangedFields />
      </Box>
    }
    tertiaryText={
      <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
        <DateField source="createdAt" showTime />
        <Address />
      </Box>
    }
  />
);

/** Newest first: when, who, what, on which record, which fields, from where. Admins only; nothing to edit. */
export const AuditList = () => {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      {small ? (
        <AuditRows />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="createdAt">
            <DateField source="createdAt" showTime />
          </DataTable.Col>
          <DataTable.Col source="user" disableSort>
            <Who />
          </DataTable.Col>
          <DataTable.Col source="action">
            <Action />
          </DataTable.Col>
          <DataTable.Col source="resource">
            <ResourceName />
          </DataTable.Col>
          <DataTable.Col source="recordId" disableSort>
            <RecordLink />
          </DataTable.Col>
          <DataTable.Col source="fields" disableSort>
            <ChangedFields />
          </DataTable.Col>
          <DataTable.Col source="ip" disableSort>
            <Address />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
