import type { ReactNode } from 'react';
import { Box, Card, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import MovieIcon from '@mui/icons-material/Movie';
import { useTranslate } from 'react-admin';
import { formatDate } from '@meydan/shared-types/calendar';
import { type Media } from '@meydan/shared-types/schemas';
import { toPersianDigits } from '@meydan/shared-types/text';
import { useCalendar } from '../calendar/useCalendar';
import { previewUrl } from '../inputs/media';
import { AltTextInput } from './AltTextInput';
import { UsedByChips } from './UsedByChips';

const size = (bytes: number) =>
  toPersianDigits(
    bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} مگابایت` : `${Math.max(1, Math.round(bytes / 1024))} کیلوبایت`,
  );

interface MediaCardProps {
  media: Media;
  /** The library edits alt text in place; the picker only shows it. */
  editable: boolean;
  actions: ReactNode;
}

/** One upload: thumbnail, kind, date and size, alt text and where it is used. */
export function MediaCard({ media, editable, actions }: MediaCardProps) {
  const translate = useTranslate();
  const [calendar] = useCalendar();
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }} data-testid={`media-${media.id}`}>
      {media.kind === 'image' ? (
        <CardMedia
          component="img"
          image={previewUrl(media, 320)}
          alt={media.alt ?? ''}
          loading="lazy"
          sx={{ aspectRatio: '16 / 10', objectFit: 'cover', bgcolor: 'action.hover' }}
        />
      ) : (
        <Box sx={{ aspectRatio: '16 / 10', display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
          <MovieIcon fontSize="large" color="action" />
        </Box>
      )}
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1, p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Chip size="small" label={translate(`meydan.choices.kind.${media.kind}`)} />
          <Typography variant="caption" color="text.secondary">
            {formatDate(media.createdAt, { calendar })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {size(media.size)}
          </Typography>
        </Stack>
        <Typography
          variant="caption"
          color="text.secondary"
          noWrap
          title={media.originalName}
          dir="auto"
          className="latin-digits"
          data-testid="media-name"
        >
          {media.originalName}
        </Typography>
        {editable ? (
          <AltTextInput media={media} />
        ) : (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {media.alt || translate('meydan.media.noAlt')}
          </Typography>
        )}
        <UsedByChips uses={media.usedBy ?? []} />
        <Box sx={{ mt: 'auto', display: 'flex', justifyContent: 'flex-end', gap: 1 }}>{actions}</Box>
      </CardContent>
    </Card>
  );
}
