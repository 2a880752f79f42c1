import { Component, type ReactNode } from 'react';
import { CHUNK_ERROR_COPY, isChunkLoadError } from '@meydan/shared-types/client';
import { ErrorView } from '../components/ui/ErrorView';

interface Props {
  /** A new value (the next path) clears the error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}
interface State {
  error: unknown;
  resetKey: string;
}

const reload = () => window.location.reload();

/**
 * Catches what would otherwise unmount the whole site and leave a blank page: above all a page's code
 * chunk that still fails after the one guarded reload (a network cut, a deploy that removed it).
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!isChunkLoadError(error)) {
      return <ErrorView error={{ statusCode: 500, fatal: false, message: 'Internal Server Error' }} onRetry={reload} />;
    }
    return (
      <div className="container chunk-error" role="alert">
        <h1 className="chunk-error__title">{CHUNK_ERROR_COPY.title}</h1>
        <p>{CHUNK_ERROR_COPY.description}</p>
        <button type="button" className="button" onClick={reload}>
          {CHUNK_ERROR_COPY.action}
        </button>
      </div>
    );
  }
}
