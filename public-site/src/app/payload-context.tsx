import { createContext, useContext } from 'react';
import type { PageKey, PagePayload } from '@meydan/shared-types/public';
import { ErrorView } from '../components/ui/ErrorView';
import { PageSkeleton } from '../components/ui/Skeleton';
import { pageComponent } from './page-modules';

interface PayloadState {
  payload: PagePayload | undefined;
  animate: boolean;
  /** Set when the payload could not be fetched at all: fetches it again. */
  retry?: () => void;
  retrying?: boolean;
}
export const PayloadContext = createContext<PayloadState>({ payload: undefined, animate: false });

/**
 * A route's element: the page once its payload has arrived, a skeleton before, the in-layout error view
 * for a non-fatal error. New pages fade in for PAGE_TRANSITION_MS; the server-rendered one does not.
 */
export function Page({ page, skeleton }: { page: PageKey; skeleton?: React.ReactNode }) {
  const { payload, animate, retry, retrying } = useContext(PayloadContext);
  if (payload?.kind === 'error') return <ErrorView error={payload.error} onRetry={retry} retrying={retrying} />;
  if (payload?.kind !== 'page' || payload.page !== page) return <>{skeleton ?? <PageSkeleton />}</>;
  const Component = pageComponent(payload.page);
  if (!Component) return null;
  // `payload.page` and `payload.data` belong together (a discriminated union); the lookup loses that link.
  const data = payload.data as never;
  return (
    <div className={animate ? 'page page--enter' : 'page'}>
      <Component data={data} />
    </div>
  );
}
