import { Confirm, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { RevisedResource, Revision } from '@meydan/shared-types/schemas';
import { useRestoreRevision, useRevisionTime } from './useRevisions';

interface RestoreRevisionProps {
  kind: RevisedResource;
  id: number;
  /** The version the item stands at: a restore is refused if someone saved since. */
  version: number;
  /** The version to bring back; null keeps the confirmation closed. */
  revision: Revision | null;
  onClose(): void;
  onRestored(): void;
}

/**
 * The confirmation before an older version is written back as a new one. It warns when the form holds
 * unsaved changes, since the form is read again afterwards.
 */
export function RestoreRevision({ kind, id, version, revision, onClose, onRestored }: RestoreRevisionProps) {
  const translate = useTranslate();
  const time = useRevisionTime();
  const { isDirty } = useFormState();
  const restore = useRestoreRevision(kind, id);
  const body = revision
    ? `${translate('meydan.history.restoreBody', { time: time(revision), actor: revision.actor })}${isDirty ? ` ${translate('meydan.history.restoreDirty')}` : ''}`
    : '';

  return (
    <Confirm
      isOpen={!!revision}
      loading={restore.isPending}
      title="meydan.history.restoreTitle"
      content={body}
      confirm="meydan.history.restore"
      confirmColor="warning"
      onConfirm={() => revision && restore.mutate({ revision, version }, { onSuccess: onRestored, onSettled: onClose })}
      onClose={onClose}
    />
  );
}
