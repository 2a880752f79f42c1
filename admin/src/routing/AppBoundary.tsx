import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '@meydan/shared-types/client';
import { ChunkFailure } from './ChunkErrorPage';
import { ErrorPage } from './ErrorPage';

interface State {
  error: unknown;
}

/**
 * Around the lazily loaded back office: react-admin's own error screen only exists once its chunk has
 * loaded, so without this a failed load would leave a blank page.
 */
export class AppBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('unknown') };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return isChunkLoadError(error) ? <ChunkFailure error={error} /> : <ErrorPage status={500} />;
  }
}
