import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, useTheme } from '@mui/material';
import RestoreIcon from '@mui/icons-material/Restore';
import { useTranslate } from 'react-admin';
import type { RevisedResource, Revision, RevisionDetail } from '@meydan/shared-types/schemas';
import { RevisionDiff } from './RevisionDiff';
import { useRevision, useRevisionTime } from './useRevisions';

/** Two versions picked for comparison, by id, in any order; `older` is null for the first version. */
export interface Pair {
  newer: number;
  older: number | null;
}

interface Comparison {
  older: RevisionDetail | null;
  newer: RevisionDetail;
}

/** Both versions of a pair, read once each and kept: comparing the same version again reads nothing. */
export function useComparison(kind: RevisedResource, id: number, pair: Pair | null) {
  const a = useRevision(kind, id, pair?.newer ?? null);
  const b = useRevision(kind, id, pair?.older ?? null);
  const loading = !!pair && (a.isPending || (pair.older !== null && b.isPending)) && !a.isError && !b.isError;
  const failed = !!pair && (a.isError || b.isError);
  let comparison: Comparison | null = null;
  if (pair && a.data && (pair.older === null || b.data)) {
    const older = pair.older === null ? null : (b.data ?? null);
    comparison = older && older.id > a.data.id ? { older: a.data, newer: older } : { older, newer: a.data };
  }
  return { comparison, loading, failed };
}

interface RevisionCompareProps extends ReturnType<typeof useComparison> {
  resource: string;
  /** The list, newest first: the newest version cannot be restored, it is the item as it stands. */
  revisions: Revision[] | undefined;
  onClose(): void;
  onRestore(revision: Revision): void;
}

/** Field by field what changed between two versions, and the way back to the older one. */
export function RevisionCompare({ resource, revisions, comparison, failed, onClose, onRestore }: RevisionCompareProps) {
  const translate = useTranslate();
  const time = useRevisionTime();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const by = (r: RevisionDetail) => translate('meydan.history.by', { actor: r.actor, time: time(r) });
  const older = comparison?.older;
  const restorable = older ? revisions?.slice(1).find((r) => r.id === older.id) : undefined;

  return (
    <Dialog
      open={!!comparison || failed}
      onClose={onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby="revision-diff-title"
      data-testid="revision-diff"
    >
      <DialogTitle id="revision-diff-title">{translate('meydan.history.diffTitle')}</DialogTitle>
      <DialogContent dividers>
        {failed && <Alert severity="error">{translate('meydan.history.loadFailed')}</Alert>}
        {comparison && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {comparison.older
                ? `${translate('meydan.history.from', { older: by(comparison.older) })} ${translate('meydan.history.to', { newer: by(comparison.newer) })}`
                : translate('meydan.history.firstVersion', { newer: by(comparison.newer) })}
            </Typography>
            <RevisionDiff resource={resource} older={comparison.older?.snapshot ?? {}} newer={comparison.newer.snapshot} />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        {restorable ? (
          <Button color="warning" startIcon={<RestoreIcon />} data-testid="diff-restore-older" onClick={() => onRestore(restorable)}>
            {translate('meydan.history.restore')}: {time(restorable)}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={onClose}>{translate('meydan.history.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
