import { useEffect, useState, type MouseEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, useMediaQuery, type Theme } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { previewPath } from '@meydan/shared-types/schemas';

/** Set by «save and preview» on the create screen, read once by the edit screen the save leads to. */
const OPEN_AFTER_SAVE = 'meydan.news.previewAfterSave';
const OPEN_WINDOW_MS = 30_000;

function takeOpenAfterSave(): boolean {
  const at = Number(sessionStorage.getItem(OPEN_AFTER_SAVE));
  sessionStorage.removeItem(OPEN_AFTER_SAVE);
  return Date.now() - at < OPEN_WINDOW_MS;
}

/**
 * The article exactly as the public site renders it: the staff preview route (/preview/news/{id}, the
 * public page's own loader and server render) in a frame. It shows what is saved, so on the create
 * screen the button saves a draft first and the preview opens on the edit screen that follows.
 */
export function NewsPreview() {
  const translate = useTranslate();
  const record = useRecordContext<{ id: number }>();
  const { setValue } = useFormContext();
  const { isDirty } = useFormState();
  const [open, setOpen] = useState(false);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  useEffect(() => {
    if (record?.id && takeOpenAfterSave()) setOpen(true);
  }, [record?.id]);

  if (!record?.id) {
    const saveAndPreview = (event: MouseEvent<HTMLButtonElement>) => {
      setValue('status', 'draft', { shouldDirty: true });
      sessionStorage.setItem(OPEN_AFTER_SAVE, String(Date.now()));
      event.currentTarget.form?.requestSubmit();
    };
    return (
      // Named like the edit screen's button, without «ذخیره»: asking to save must find only the save button.
      <Button startIcon={<VisibilityIcon />} onClick={saveAndPreview} title={translate('meydan.news.saveAndPreviewHint')} sx={{ mt: 1 }}>
        {translate('meydan.news.preview')}
      </Button>
    );
  }

  return (
    <>
      <Button startIcon={<VisibilityIcon />} onClick={() => setOpen(true)} sx={{ mt: 1 }}>
        {translate('meydan.news.preview')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" fullWidth fullScreen={fullScreen}>
        <DialogContent sx={{ p: 0, display: 'flex', flexDirection: 'column' }} data-testid="news-preview">
          {isDirty && (
            <Alert severity="info" sx={{ borderRadius: 0 }}>
              {translate('meydan.news.previewUnsaved')}
            </Alert>
          )}
          <iframe
            src={previewPath('news', record.id)}
            title={translate('meydan.news.previewTitle')}
            style={{ border: 0, width: '100%', flex: 1, minHeight: fullScreen ? 0 : '75vh' }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
