import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { formatDate } from '@meydan/shared-types/calendar';
import { useCalendar } from '../calendar/useCalendar';
import { changedFields, draftKey, readDraft, removeDraft, writeDraft, type FormDraft } from './formDraft';

const SAVE_DELAY_MS = 400;

/**
 * Keeps what is typed into a create or edit form in the browser until it is saved, so a reload, a
 * crash or a closed tab loses nothing: on the next visit a banner offers it back. Leaving the page
 * with unsaved changes asks first (in-app navigation is guarded by the form's warnWhenUnsavedChanges).
 */
export function FormDraftKeeper() {
  const translate = useTranslate();
  const notify = useNotify();
  const [calendar] = useCalendar();
  const resource = useResourceContext() ?? 'unknown';
  const record = useRecordContext<{ id: number }>();
  const key = draftKey(resource, record?.id);
  const { watch, getValues, setValue, formState } = useFormContext();
  const { isDirty, isSubmitSuccessful } = formState;
  const base = () => (formState.defaultValues ?? {}) as Record<string, unknown>;
  const [offer, setOffer] = useState<FormDraft | null>(() => {
    const stored = readDraft(key);
    if (stored && Object.keys(changedFields(stored.values, base())).length) return stored;
    if (stored) removeDraft(key);
    return null;
  });
  const saved = useRef(false);

  // While a draft is on offer nothing is written: the form's own first changes must not replace it.
  useEffect(() => {
    if (offer) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!saved.current) writeDraft(key, changedFields(getValues(), base()));
      }, SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
    // base() reads the form's current defaults each time it runs; the form's methods are stable.
  }, [offer, key, watch, getValues]);

  useEffect(() => {
    if (!isSubmitSuccessful) return;
    saved.current = true;
    removeDraft(key);
  }, [isSubmitSuccessful, key]);

  useEffect(() => {
    if (!isDirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      if (saved.current) return;
      event.preventDefault();
      // Older browsers only ask when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);

  if (!offer) return null;
  const restore = () => {
    for (const [name, value] of Object.entries(offer.values)) setValue(name, value, { shouldDirty: true, shouldTouch: true });
    setOffer(null);
    notify('meydan.draft.restored', { type: 'info' });
  };
  const discard = () => {
    removeDraft(key);
    setOffer(null);
  };
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2, width: '100%', boxSizing: 'border-box' }}
      data-testid="draft-offer"
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" variant="outlined" onClick={restore}>
            {translate('meydan.draft.restore')}
          </Button>
          <Button color="inherit" size="small" onClick={discard}>
            {translate('meydan.draft.discard')}
          </Button>
        </Stack>
      }
    >
      {translate('meydan.draft.found', { time: formatDate(offer.savedAt, { calendar, time: true }) })}
    </Alert>
  );
}
