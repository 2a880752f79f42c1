import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';

/** The public short link (/n/{code}) of a saved item, with a copy button. */
export function ShortLink() {
  const record = useRecordContext<{ shortCode?: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  if (!record?.shortCode) return null;
  const url = `${window.location.origin}/n/${record.shortCode}`;
  const copy = async () => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    notify('meydan.news.copied', { type: 'info' });
  };
  return (
    <TextField
      label={translate('meydan.news.shortLink')}
      value={url}
      size="small"
      fullWidth
      margin="dense"
      slotProps={{
        htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'short-link' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={translate('meydan.news.copy')}>
                <IconButton size="small" onClick={() => void copy()} aria-label={translate('meydan.news.copy')}>
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
