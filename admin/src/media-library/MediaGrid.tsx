import type { ReactNode } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { useListContext, useTranslate } from 'react-admin';
import { MediaCard } from './MediaCard';
import type { Media } from '@meydan/shared-types/schemas';

interface MediaGridProps {
  editable?: boolean;
  actions: (media: Media) => ReactNode;
}

/** The uploads of the current list page as cards; used by the library and by the picker dialog. */
export function MediaGrid({ editable = false, actions }: MediaGridProps) {
  const translate = useTranslate();
  const { data, isPending, filterValues } = useListContext<Media>();
  if (isPending) return <LinearProgress sx={{ my: 2 }} />;
  if (!data?.length) {
    const filtered = Object.keys(filterValues ?? {}).some((k) => k !== 'kind');
    return (
      <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }} data-testid="media-empty">
        <PhotoLibraryIcon sx={{ fontSize: 48, opacity: 0.5 }} />
        <Typography>{translate(filtered ? 'meydan.media.noMatch' : 'meydan.media.empty')}</Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 230px), 1fr))' }}>
      {data.map((media) => (
        <MediaCard key={media.id} media={media} editable={editable} actions={actions(media)} />
      ))}
    </Box>
  );
}
