import { useEffect, useState } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { CHUNK_ERROR_COPY } from '@meydan/shared-types/client';
import { handleChunkError } from './behaviours';

/** What staff see when a screen's code still fails to load after the guarded reload. */
export function ChunkErrorPage() {
  return (
    <Box component="main" dir="rtl" role="alert" data-testid="chunk-error" sx={{ p: 6, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {CHUNK_ERROR_COPY.title}
      </Typography>
      <Typography color="text.secondary">{CHUNK_ERROR_COPY.description}</Typography>
      <Button variant="contained" sx={{ mt: 3 }} onClick={() => window.location.reload()}>
        {CHUNK_ERROR_COPY.action}
      </Button>
    </Box>
  );
}

/**
 * A chunk failure: reloads once per path within the guard window (a new build usually removed the old
 * chunk), showing progress meanwhile; a failure the guard lets through gets the message above.
 */
export function ChunkFailure({ error }: { error: unknown }) {
  const [reloading, setReloading] = useState<boolean | null>(null);
  useEffect(() => setReloading(handleChunkError(error)), [error]);
  return reloading === false ? <ChunkErrorPage /> : <LinearProgress />;
}
