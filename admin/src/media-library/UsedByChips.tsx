import { useState } from 'react';
import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { type MediaUse } from '@meydan/shared-types/schemas';
import { toPersianDigits } from '@meydan/shared-types/text';
import { href, paths } from '../paths';

/** The back office's screen for a use: galleries live in a section per kind. */
function editPath(use: MediaUse): string {
  if (use.resource === 'gallery') return href(paths.edit(`gallery/${use.kind === 'video' ? 'video' : 'image'}`, use.id));
  return href(paths.edit(use.resource, use.id));
}

/** A shared picture may be used a hundred times: a few are shown, the rest on request. */
const SHOWN = 4;

/** Where an upload is used, each a link to the record; «استفاده‌نشده» when nowhere. */
export function UsedByChips({ uses }: { uses: readonly MediaUse[] }) {
  const translate = useTranslate();
  const [all, setAll] = useState(false);
  if (!uses.length)
    return (
      <Typography variant="caption" color="text.secondary">
        {translate('meydan.media.unused')}
      </Typography>
    );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label={translate('meydan.media.usedBy')}>
      {(all ? uses : uses.slice(0, SHOWN)).map((use) => (
        <Chip
          key={`${use.resource}-${use.id}-${use.field}`}
          size="small"
          clickable
          component={Link}
          to={editPath(use)}
          label={`${translate(`resources.${use.resource}.name`, { smart_count: 1 })}: ${use.title}`}
          title={translate(`meydan.media.fields.${use.field}`, { _: use.field })}
          sx={{ maxWidth: '100%' }}
        />
      ))}
      {!all && uses.length > SHOWN && (
        <Chip
          size="small"
          variant="outlined"
          onClick={() => setAll(true)}
          label={translate('meydan.media.more', { count: toPersianDigits(String(uses.length - SHOWN)) })}
        />
      )}
    </Stack>
  );
}
