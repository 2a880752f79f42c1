import { useRef, useState } from 'react';
import { TextField } from '@mui/material';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import type { Media } from '@meydan/shared-types/schemas';

/** The alt text, edited in place: saved on Enter or when the field loses focus, if changed. */
export function AltTextInput({ media }: { media: Media }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [value, setValue] = useState(media.alt ?? '');
  const [update, { isPending }] = useUpdate<Media>();
  // Enter saves and disables the field, which blurs it: without this the blur would send the same
  // change again on the old version and meet a conflict.
  const sent = useRef(media.alt ?? '');
  const save = () => {
    const alt = value.trim();
    if (alt === sent.current) return;
    sent.current = alt;
    void update(
      'media',
      { id: media.id, data: { ...media, alt: alt || null }, previousData: media },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('meydan.media.altSaved', { type: 'success' }),
        onError: (error) => {
          sent.current = media.alt ?? '';
          setValue(media.alt ?? '');
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
        },
      },
    );
  };
  return (
    <TextField
      size="small"
      fullWidth
      value={value}
      disabled={isPending}
      label={translate('resources.media.fields.alt')}
      onChange={(e) => setValue(e.target.value)}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          save();
        }
      }}
      slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `alt-${media.id}` } }}
    />
  );
}
