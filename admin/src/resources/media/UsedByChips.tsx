import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MediaUse } from '@meydan/shared-types';
import { href, paths } from '../../paths';

/** The back office's screen for a use: galleries live in a section per kind. */
function editPath(use: MediaUse): string {
  if (use.resource === 'gallery') return href(paths.edit(`gallery/${use.kind === 'video' ? 'video' : 'image'}`, use.id));
  return href(paths.edit(use.resource, use.id));
}

/** Where an upload is used, each a link to the record; «استفاده‌نشده» when nowhere. */
export function UsedByChips({ uses }: { uses: readonly MediaUse[] }) {
  const translate = useTranslate();
  if (!uses.length) return <Typography variant="caption" color="text.secondary">{translate('meydan.media.unused')}</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label={translate('meydan.media.usedBy')}>
      {uses.map((use) => (
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
    </Stack>
  );
}
