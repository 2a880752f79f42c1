import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Drawer,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import CloseIcon from '@mui/icons-material/Close';
import RestoreIcon from '@mui/icons-material/Restore';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { formatDate } from '@meydan/shared-types/calendar';
import { type RevisedResource, type Revision, type RevisionDetail } from '@meydan/shared-types/schemas';
import { toPersianDigits } from '@meydan/shared-types/text';
import { useCalendar } from '../../calendar/useCalendar';
import type { MeydanDataProvider } from '../../dataProvider';
import { RevisionDiff } from './RevisionDiff';

const MAX_FIELD_CHIPS = 5;

/** Two revisions to compare: the older one is null for the first version (compared with nothing). */
interface Comparison {
  older: RevisionDetail | null;
  newer: RevisionDetail;
}

/**
 * On an edit screen: the saved versions of the item (who, when, which fields), a readable comparison of
 * any two, and the return to an older one, saved through the normal update so that it becomes the
 * newest version (refused like any save if someone else saved meanwhile).
 */
export function HistoryButton({ kind }: { kind: RevisedResource }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [calendar] = useCalendar();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const resource = useResourceContext() ?? kind;
  const dataProvider = useDataProvider<MeydanDataProvider>();
  const record = useRecordContext<{ id: number; version: number }>();
  const { isDirty } = useFormState();
  const [open, setOpen] = useState(false);
  const [revisions, setRevisions] = useState<Revision[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const [restoring, setRestoring] = useState<Revision | null>(null);
  const [busy, setBusy] = useState(false);
  const id = record?.id;

  const load = useCallback(async () => {
    if (!id) return;
    setFailed(false);
    try {
      setRevisions(await dataProvider.getRevisions(kind, id));
    } catch {
      setFailed(true);
    }
  }, [dataProvider, kind, id]);

  // Read again whenever the record is: a save from the form is a new revision.
  useEffect(() => {
    if (open) void load();
  }, [open, load, record?.version]);

  if (!id) return null;

  const time = (r: Pick<Revision, 'createdAt'>) => formatDate(r.createdAt, { calendar, time: true });
  const label = (field: string) => translate(`resources.${resource}.fields.${field}`, { _: field });

  const compare = async (newerId: number, olderId: number | null) => {
    try {
      const [newer, older] = await Promise.all([
        dataProvider.getRevision(kind, id, newerId),
        olderId ? dataProvider.getRevision(kind, id, olderId) : Promise.resolve(null),
      ]);
      setComparison(older && older.id > newer.id ? { older: newer, newer: older } : { older, newer });
    } catch (e) {
      notify(e instanceof Error ? e.message : 'meydan.history.loadFailed', { type: 'error' });
    }
  };

  const restore = async () => {
    if (!restoring || !record) return;
    setBusy(true);
    try {
      await dataProvider.restoreRevision(kind, id, restoring.id, record.version);
      notify('meydan.history.restored', { type: 'success', messageArgs: { time: time(restoring) } });
      setComparison(null);
      setPicked([]);
    } catch (e) {
      const status = (e as { status?: number }).status;
      notify(status === 409 ? 'meydan.history.stale' : e instanceof Error ? e.message : 'ra.notification.http_error', {
        type: status === 409 ? 'warning' : 'error',
      });
    } finally {
      setBusy(false);
      setRestoring(null);
      refresh();
      void load();
    }
  };

  const toggle = (revisionId: number) =>
    setPicked((list) => (list.includes(revisionId) ? list.filter((p) => p !== revisionId) : [...list.slice(-1), revisionId]));

  const restoredFromText = (r: Revision) => {
    const source = revisions?.find((other) => other.id === r.restoredFrom);
    return source ? translate('meydan.history.restoredFrom', { time: time(source) }) : translate('meydan.history.restoredFromGone');
  };

  return (
    <>
      <Button startIcon={<HistoryIcon />} onClick={() => setOpen(true)} data-testid="history-open">
        {translate('meydan.history.open')}
      </Button>
      <Drawer
        anchor="left"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 }, maxWidth: '100vw' }, 'data-testid': 'history-panel' } as object }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', p: 2, pb: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('meydan.history.title')}
          </Typography>
          <IconButton onClick={() => setOpen(false)} aria-label={translate('meydan.history.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
          {translate('meydan.history.hint')}
        </Typography>
        <Divider />
        <Box sx={{ flex: 1, overflowY: 'auto', px: 1 }}>
          {failed && (
            <Alert severity="error" sx={{ m: 1 }}>
              {translate('meydan.history.loadFailed')}
            </Alert>
          )}
          {revisions?.length === 0 && (
            <Alert severity="info" sx={{ m: 1 }}>
              {translate('meydan.history.empty')}
            </Alert>
          )}
          {revisions?.map((r, index) => (
            <Box
              key={r.id}
              data-testid="revision"
              data-action={r.action}
              sx={{ display: 'flex', gap: 1, py: 1.25, px: 0.5, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
            >
              <Checkbox
                checked={picked.includes(r.id)}
                onChange={() => toggle(r.id)}
                sx={{ alignSelf: 'flex-start', p: 0.5 }}
                slotProps={{ input: { 'aria-label': time(r) } }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="subtitle2">{translate(`meydan.history.action.${r.action}`)}</Typography>
                  {index === 0 && <Chip size="small" color="primary" variant="outlined" label={translate('meydan.history.current')} />}
                </Stack>
                <Typography variant="body2" color="text.secondary" data-testid="revision-by">
                  {translate('meydan.history.by', { actor: r.actor, time: time(r) })}
                </Typography>
                {r.action === 'restore' && (
                  <Typography variant="caption" color="text.secondary">
                    {restoredFromText(r)}
                  </Typography>
                )}
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                  {r.fields.slice(0, MAX_FIELD_CHIPS).map((f) => (
                    <Chip key={f} size="small" label={label(f)} />
                  ))}
                  {r.fields.length > MAX_FIELD_CHIPS && (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={translate('meydan.history.more', { count: toPersianDigits(String(r.fields.length - MAX_FIELD_CHIPS)) })}
                      title={r.fields.slice(MAX_FIELD_CHIPS).map(label).join('، ')}
                    />
                  )}
                </Stack>
                <Stack direction="row" sx={{ gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
                  <Button size="small" onClick={() => void compare(r.id, revisions[index + 1]?.id ?? null)} data-testid="revision-changes">
                    {translate('meydan.history.changes')}
                  </Button>
                  {index > 0 && (
                    <Button
                      size="small"
                      color="warning"
                      startIcon={<RestoreIcon />}
                      onClick={() => setRestoring(r)}
                      data-testid="revision-restore"
                    >
                      {translate('meydan.history.restore')}
                    </Button>
                  )}
                </Stack>
              </Box>
            </Box>
          ))}
        </Box>
        <Divider />
        <Box sx={{ p: 1.5 }}>
          <Button
            fullWidth
            variant="contained"
            disabled={picked.length !== 2}
            onClick={() => void compare(picked[0], picked[1])}
            data-testid="history-compare"
          >
            {translate('meydan.history.compare')}
          </Button>
        </Box>
      </Drawer>

      <Dialog
        open={!!comparison}
        onClose={() => setComparison(null)}
        fullScreen={phone}
        maxWidth="md"
        fullWidth
        aria-labelledby="revision-diff-title"
        data-testid="revision-diff"
      >
        {comparison && (
          <>
            <DialogTitle id="revision-diff-title">{translate('meydan.history.diffTitle')}</DialogTitle>
            <DialogContent dividers>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {comparison.older
                  ? `${translate('meydan.history.from', { older: translate('meydan.history.by', { actor: comparison.older.actor, time: time(comparison.older) }) })} ${translate('meydan.history.to', { newer: translate('meydan.history.by', { actor: comparison.newer.actor, time: time(comparison.newer) }) })}`
                  : translate('meydan.history.firstVersion', {
                      newer: translate('meydan.history.by', { actor: comparison.newer.actor, time: time(comparison.newer) }),
                    })}
              </Typography>
              <RevisionDiff resource={resource} older={comparison.older?.snapshot ?? {}} newer={comparison.newer.snapshot} />
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
              {comparison.older && revisions?.[0]?.id !== comparison.older.id ? (
                <Button
                  color="warning"
                  startIcon={<RestoreIcon />}
                  data-testid="diff-restore-older"
                  onClick={() => setRestoring(revisions?.find((r) => r.id === comparison.older?.id) ?? null)}
                >
                  {translate('meydan.history.restore')}: {time(comparison.older)}
                </Button>
              ) : (
                <span />
              )}
              <Button onClick={() => setComparison(null)}>{translate('meydan.history.close')}</Button>
            </DialogActions>
          </>
        )}
      </Dialog>

      <Confirm
        isOpen={!!restoring}
        loading={busy}
        title="meydan.history.restoreTitle"
        content={
          restoring
            ? `${translate('meydan.history.restoreBody', { time: time(restoring), actor: restoring.actor })}${isDirty ? ` ${translate('meydan.history.restoreDirty')}` : ''}`
            : ''
        }
        confirm="meydan.history.restore"
        confirmColor="warning"
        onConfirm={() => void restore()}
        onClose={() => setRestoring(null)}
      />
    </>
  );
}
