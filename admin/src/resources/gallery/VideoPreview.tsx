import { lazy, Suspense } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Media } from '@meydan/shared-types/schemas';
import { previewUrl } from '../../inputs/media';

// react-player pulls in its provider chunks; it loads only when a video gallery is opened.
const ReactPlayer = lazy(() => import('react-player'));

/** Plays what the public page will play: the uploaded file, else the external URL. */
export function VideoPreview() {
  const [video, videoUrl, poster] = useWatch({ name: ['video', 'videoUrl', 'poster'] }) as [number | null, string | null, number | null];
  const { data: file } = useGetOne<Media>('media', { id: video ?? 0 }, { enabled: !!video });
  const { data: posterMedia } = useGetOne<Media>('media', { id: poster ?? 0 }, { enabled: !!poster });
  const src = file?.url ?? (videoUrl || null);
  if (!src) return null;
  return (
    <Box sx={{ width: '100%', maxWidth: 640, aspectRatio: '16 / 9', my: 2, bgcolor: 'black' }} data-testid="video-preview">
      <Suspense fallback={<LinearProgress />}>
        <ReactPlayer src={src} controls width="100%" height="100%" light={posterMedia ? previewUrl(posterMedia, 640) : false} />
      </Suspense>
    </Box>
  );
}
