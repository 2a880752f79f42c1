import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Stack, TextField } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import LinkIcon from '@mui/icons-material/Link';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '@meydan/shared-types/calendar';
import { previewPath, type PreviewLink } from '@meydan/shared-types/schemas';
import { useCalendar } from '../calendar/useCalendar';
import type { MeydanDataProvider } from '../dataProvider';
import { HistoryButton } from './history/HistoryButton';
import { PreviewLinks, previewLinksKey } from './PreviewLinks';

/**
 * On an edit screen: the saved item as its public page will render it (a new tab, the staff session
 * opens it), a signed link for someone without an account, copied to the clipboard, the links still
 * open (each can be revoked), and its history.
 */
export function PreviewButtons({ kind }: { kind: 'news' | 'gallery' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [calendar] = useCalendar();
  const dataProvider = useDataProvider<MeydanDataProvider>();
  const queryClient = useQueryClient();
  const record = useRecordContext<{ id: number }>();
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record?.id) return null;

  const makeLink = async () => {
    setBusy(true);
    try {
      const made = await dataProvider.previewLink(kind, record.id);
      setLink(made);
      void queryClient.invalidateQueries({ queryKey: previewLinksKey(kind, record.id) });
      const time = formatDate(made.expiresAt, { calendar, time: true });
      try {
        await navigator.clipboard.writeText(made.url);
        notify('meydan.preview.copied', { type: 'success', messageArgs: { time } });
      } catch {
        notify('meydan.preview.notCopied', { type: 'warning' });
      }
    } catch (e) {
      notify(e instanceof Error ? e.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap', width: '100%' }}
    >
      <Button
        variant="outlined"
        startIcon={<VisibilityIcon />}
        href={previewPath(kind, record.id)}
        target="_blank"
        rel="noopener"
        title={translate('meydan.preview.openHint')}
        data-testid="preview-open"
      >
        {translate('meydan.preview.open')}
      </Button>
      <Button startIcon={<LinkIcon />} onClick={() => void makeLink()} disabled={busy} data-testid="preview-link">
        {translate('meydan.preview.makeLink')}
      </Button>
      <HistoryButton kind={kind} />
      {link && (
        <TextField
          size="small"
          value={link.url}
          label={translate('meydan.preview.link')}
          helperText={translate('meydan.preview.validUntil', { time: formatDate(link.expiresAt, { calendar, time: true }) })}
          slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'preview-link-url' } }}
          onFocus={(e) => e.target.select()}
          // Latin digits and a fixed width: a token read out or compared by eye must not be misread.
          sx={{ flex: 1, minWidth: 220, '& input': { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13 } }}
        />
      )}
      <PreviewLinks kind={kind} id={record.id} onRevoked={(id) => setLink((shown) => (shown?.id === id ? null : shown))} />
    </Stack>
  );
}
