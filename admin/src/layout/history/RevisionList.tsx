import { Alert, Box, Button, Checkbox, Chip, Divider, Drawer, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import RestoreIcon from '@mui/icons-material/Restore';
import { useTranslate } from 'react-admin';
import type { Revision } from '@meydan/shared-types/schemas';
import { toPersianDigits } from '@meydan/shared-types/text';
import { useRevisionTime } from './useRevisions';

const MAX_FIELD_CHIPS = 5;

interface RevisionListProps {
  resource: string;
  open: boolean;
  onClose(): void;
  revisions: Revision[] | undefined;
  failed: boolean;
  /** A comparison is being read: the panel shows it is working. */
  busy: boolean;
  picked: number[];
  onPick(revisionId: number): void;
  /** `older` is null for the first version, compared with nothing. */
  onCompare(newer: number, older: number | null): void;
  onRestore(revision: Revision): void;
}

/** The side panel: every saved version, who saved it and when, and which fields it changed. */
export function RevisionList({
  resource,
  open,
  onClose,
  revisions,
  failed,
  busy,
  picked,
  onPick,
  onCompare,
  onRestore,
}: RevisionListProps) {
  const translate = useTranslate();
  const time = useRevisionTime();
  const label = (field: string) => translate(`resources.${resource}.fields.${field}`, { _: field });
  const restoredFromText = (r: Revision) => {
    const source = revisions?.find((other) => other.id === r.restoredFrom);
    return source ? translate('meydan.history.restoredFrom', { time: time(source) }) : translate('meydan.history.restoredFromGone');
  };

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 }, maxWidth: '100vw' }, 'data-testid': 'history-panel' } as object }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', p: 2, pb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('meydan.history.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('meydan.history.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        {translate('meydan.history.hint')}
      </Typography>
      {busy || (!revisions && !failed) ? <LinearProgress /> : <Divider />}
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
              onChange={() => onPick(r.id)}
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
                <Button size="small" onClick={() => onCompare(r.id, revisions[index + 1]?.id ?? null)} data-testid="revision-changes">
                  {translate('meydan.history.changes')}
                </Button>
                {index > 0 && (
                  <Button
                    size="small"
                    color="warning"
                    startIcon={<RestoreIcon />}
                    onClick={() => onRestore(r)}
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
          onClick={() => onCompare(picked[0], picked[1])}
          data-testid="history-compare"
        >
          {translate('meydan.history.compare')}
        </Button>
      </Box>
    </Drawer>
  );
}
