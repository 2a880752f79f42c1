import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { formatDate } from '@meydan/shared-types/calendar';
import { useResourceContext, useTranslate } from 'react-admin';
import { useCalendar } from '../../calendar/useCalendar';
import { describeValue, myChanges, theirChanges } from './conflictDiff';

type Values = Record<string, unknown>;

export interface Conflict {
  /** The version this form was opened on (or last brought up to date with). */
  base: Values;
  /** The version stored now, as the server answered the refused save. */
  current: Values;
  /** What the form held when it was saved. */
  mine: Values;
}

interface Props {
  conflict: Conflict | null;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onClose: () => void;
}

/** Field by field: what the other person saved, beside what this form holds, and the two ways out. */
export function ConflictDialog({ conflict, onKeepMine, onTakeTheirs, onClose }: Props) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const [calendar] = useCalendar();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  if (!conflict) return null;
  const { base, current, mine } = conflict;
  const fields = theirChanges(base, current);
  const mineToo = new Set(myChanges(base, mine));
  const yesNo = { yes: translate('ra.boolean.true'), no: translate('ra.boolean.false') };
  const show = (value: unknown) => describeValue(value, calendar, yesNo);
  const savedAt = typeof current.updatedAt === 'string' ? formatDate(current.updatedAt, { calendar, time: true }) : '';

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="conflict-title"
      data-testid="conflict-dialog"
    >
      <DialogTitle id="conflict-title">{translate('meydan.conflict.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('meydan.conflict.intro', { time: savedAt })}
        </Typography>
        {fields.length === 0 && <Alert severity="info">{translate('meydan.conflict.nothingVisible')}</Alert>}
        <Stack spacing={1.5}>
          {fields.map((field) => (
            <Box key={field} data-field={field} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
                <Typography variant="subtitle2">{translate(`resources.${resource}.fields.${field}`, { _: field })}</Typography>
                {mineToo.has(field) && <Chip size="small" color="warning" label={translate('meydan.conflict.bothChanged')} />}
              </Stack>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
                <Box>
                  <Typography variant="caption" color="text.secondary">
                    {translate('meydan.conflict.theirs')}
                  </Typography>
                  <Typography variant="body2" data-testid="conflict-theirs" sx={{ overflowWrap: 'anywhere' }}>
                    {show(current[field])}
                  </Typography>
                </Box>
                <Box>
                  <Typography variant="caption" color="text.secondary">
                    {translate('meydan.conflict.mine')}
                  </Typography>
                  <Typography variant="body2" data-testid="conflict-mine" sx={{ overflowWrap: 'anywhere' }}>
                    {show(mine[field])}
                  </Typography>
                </Box>
              </Box>
            </Box>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('meydan.conflict.howKeep')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Button variant="contained" onClick={onKeepMine} data-testid="conflict-keep-mine">
          {translate('meydan.conflict.keepMine')}
        </Button>
        <Button color="warning" onClick={onTakeTheirs} data-testid="conflict-take-theirs">
          {translate('meydan.conflict.takeTheirs')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
