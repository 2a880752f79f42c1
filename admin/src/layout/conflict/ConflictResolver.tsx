import { useEffect, useState } from 'react';
import { setSubmissionErrors, useNotify, useRecordContext, useSaveContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { ConflictDialog, type Conflict } from './ConflictDialog';
import { useConflict } from './ConflictContext';
import { keepMine } from './conflictDiff';

type Values = Record<string, unknown>;

/**
 * Inside an edit form: when a save was refused because someone else saved first, shows what they
 * changed and lets the editor keep theirs (sent again on the stored version) or take the other's.
 */
export function ConflictResolver() {
  const channel = useConflict();
  const record = useRecordContext();
  const form = useFormContext();
  const { save } = useSaveContext();
  const notify = useNotify();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // The version the form stands on once a conflict brought it up to date, until the record reloads.
  const [base, setBase] = useState<Values | null>(null);
  useEffect(() => setBase(null), [record?.version]);

  const current = channel?.current ?? null;
  useEffect(() => {
    if (!current || !channel) return;
    setConflict({ base: base ?? record ?? {}, current, mine: form.getValues() });
    channel.settle();
    // Only a newly refused save starts this; the form's values are read now, before anything resets them.
  }, [current]);

  if (!channel) return null;

  const keep = async () => {
    if (!conflict || !save) return;
    const merged = keepMine(conflict.base, conflict.current, conflict.mine);
    setBase(conflict.current);
    setConflict(null);
    // Shown as sent; the original record stays the form's default, so the form still counts as changed.
    form.reset(merged, { keepDefaultValues: true });
    const errors = await save(merged);
    if (errors) setSubmissionErrors(errors as Record<string, string>, form.setError);
  };

  const take = () => {
    if (!conflict) return;
    setBase(conflict.current);
    form.reset(conflict.current);
    setConflict(null);
    notify('meydan.conflict.taken', { type: 'info' });
  };

  return <ConflictDialog conflict={conflict} onKeepMine={() => void keep()} onTakeTheirs={take} onClose={() => setConflict(null)} />;
}
