import { useState } from 'react';
import { Button } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { RevisedResource, Revision } from '@meydan/shared-types/schemas';
import { RestoreRevision } from './RestoreRevision';
import { RevisionCompare, useComparison, type Pair } from './RevisionCompare';
import { RevisionList } from './RevisionList';
import { useRevisions } from './useRevisions';

/**
 * On an edit screen: the saved versions of the item (who, when, which fields), a readable comparison of
 * any two, and the return to an older one, saved through the normal update so that it becomes the
 * newest version (refused like any save if someone else saved meanwhile).
 */
export function HistoryButton({ kind }: { kind: RevisedResource }) {
  const record = useRecordContext<{ id: number; version: number }>();
  return record ? <History kind={kind} id={record.id} version={record.version} /> : null;
}

function History({ kind, id, version }: { kind: RevisedResource; id: number; version: number }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? kind;
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [pair, setPair] = useState<Pair | null>(null);
  const [restoring, setRestoring] = useState<Revision | null>(null);
  // The version is part of the list's key: a save from the form is a new revision.
  const revisions = useRevisions(kind, id, version, open);
  const comparison = useComparison(kind, id, pair);

  // The two most recently ticked versions.
  const pick = (revisionId: number) =>
    setPicked((list) => (list.includes(revisionId) ? list.filter((p) => p !== revisionId) : [...list.slice(-1), revisionId]));

  return (
    <>
      <Button startIcon={<HistoryIcon />} onClick={() => setOpen(true)} data-testid="history-open">
        {translate('meydan.history.open')}
      </Button>
      <RevisionList
        resource={resource}
        open={open}
        onClose={() => setOpen(false)}
        revisions={revisions.data}
        failed={revisions.isError}
        busy={comparison.loading}
        picked={picked}
        onPick={pick}
        onCompare={(newer, older) => setPair({ newer, older })}
        onRestore={setRestoring}
      />
      <RevisionCompare
        {...comparison}
        resource={resource}
        revisions={revisions.data}
        onClose={() => setPair(null)}
        onRestore={setRestoring}
      />
      <RestoreRevision
        kind={kind}
        id={id}
        version={version}
        revision={restoring}
        onClose={() => setRestoring(null)}
        onRestored={() => {
          setPair(null);
          setPicked([]);
        }}
      />
    </>
  );
}
