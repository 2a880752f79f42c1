import { useEffect, useState } from 'react';
import { LinearProgress } from '@mui/material';
import type { ErrorProps } from 'react-admin';
import { ErrorPage } from '../routing/ErrorPage';
import { handleChunkError } from '../routing/behaviours';

/**
 * The layout's error screen: a lazy screen whose chunk vanished with a new build reloads the page
 * once (guarded per path); anything else is the generic server-error page, inside the layout.
 */
export function AppError({ error }: ErrorProps) {
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    if (handleChunkError(error)) setReloading(true);
  }, [error]);
  if (reloading) return <LinearProgress />;
  const status = error && typeof error === 'object' && 'status' in error && error.status === 404 ? 404 : 500;
  return <ErrorPage status={status} />;
}
