import type { ErrorProps } from 'react-admin';
import { isChunkLoadError } from '@meydan/shared-types/client';
import { ChunkFailure } from '../routing/ChunkErrorPage';
import { ErrorPage } from '../routing/ErrorPage';

/**
 * The layout's error screen: a lazy screen whose chunk failed reloads the page once (guarded per path)
 * and then explains itself; anything else is the generic error page, inside the layout.
 */
export function AppError({ error }: ErrorProps) {
  if (isChunkLoadError(error)) return <ChunkFailure error={error} />;
  const status = error && typeof error === 'object' && 'status' in error && error.status === 404 ? 404 : 500;
  return <ErrorPage status={status} />;
}
