import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';

/*
 * The site's address as configured (PUBLIC_URL), which the server writes into index.html: staff may
 * reach the back office by another host (an internal name, an IP) than the one readers use.
 */
const PLACEHOLDER = '__PUBLIC_URL__';
const configured = document.querySelector<HTMLMetaElement>('meta[name="public-url"]')?.content;
const publicUrl = configured && configured !== PLACEHOLDER ? configured : window.location.origin;

/** The public short link (/n/{code}) of a saved item, with a copy button. */
export function ShortLink() {
  const record = useRecordContext<{ shortCode?: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  if (!record?.shortCode) return null;
  const url = `${publicUrl}/n/${record.shortCode}`;
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
