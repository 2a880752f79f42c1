import { useMemo } from 'react';
import { SWRConfig } from 'swr';
import { publicPaths, type HydrationState } from '@meydan/shared-types/public';
import { loadPayload } from '../lib/api';
import { CalendarProvider } from '../lib/calendar';
import { ToastProvider } from '../components/ui/Toaster';
import { AppShell } from './AppShell';

/**
 * The whole site. The server's payload seeds SWR under the same key the client would fetch, so hydration
 * renders the server's HTML exactly and the first page costs no request.
 */
export function App({ state }: { state: HydrationState }) {
  const initialKey = publicPaths.payload(state.url, state.buildId);
  const swr = useMemo(
    () => ({
      fetcher: loadPayload,
      fallback: { [initialKey]: state.payload },
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      // A page met again (the first one, one visited before) is shown as kept and asked for again: the
      // server answers 304 when nothing changed, and a story published meanwhile appears.
      revalidateIfStale: true,
      shouldRetryOnError: false,
      dedupingInterval: 2_000,
    }),
    [initialKey, state.payload],
  );
  return (
    <SWRConfig value={swr}>
      <CalendarProvider initial={state.calendar}>
        <ToastProvider>
          <AppShell layout={state.layout} initialPayload={state.payload} maybeSignedIn={state.maybeSignedIn} />
        </ToastProvider>
      </CalendarProvider>
    </SWRConfig>
  );
}
