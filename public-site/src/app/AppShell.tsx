import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { isExternalRedirect } from '@meydan/shared-types/client';
import { type LayoutData, type PagePayload } from '@meydan/shared-types/public';
import { Layout } from '../components/layout/Layout';
import { FatalErrorPage } from '../components/ui/ErrorView';
import { payloadKey } from '../lib/api';
import { useNavigate } from '../lib/navigation';
import { useSession } from '../lib/session';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PayloadContext } from './payload-context';
import { AppRoutes } from './routes';
import { useDocumentHead } from './use-document-head';
import { useLinkPrefetch } from './use-link-prefetch';
import { useNavigationGuards } from './use-navigation-guards';

const unreachable: PagePayload = {
  kind: 'error',
  status: 500,
  head: { title: 'خطا', description: '', canonical: '/', image: null, type: 'website', jsonLd: [] },
  error: { statusCode: 500, fatal: false, message: 'Internal Server Error' },
};

/** Fetches the current location's payload and decides: fatal error page, redirect, or the layout and routes. */
interface AppShellProps {
  layout: LayoutData;
  initialPayload: PagePayload;
  maybeSignedIn: boolean;
}

/**
 * A link to the page being read (the menu's "news" while on the news list) changes no payload key, so
 * SWR would not ask again by itself: ask, for the reader who clicks it to see what is new.
 */
function useRevalidateSamePage(navigation: string, key: string, revalidate: () => unknown) {
  const last = useRef({ navigation, key });
  useEffect(() => {
    const before = last.current;
    last.current = { navigation, key };
    if (before.navigation !== navigation && before.key === key) void revalidate();
  }, [navigation, key, revalidate]);
}

export function AppShell({ layout, initialPayload, maybeSignedIn }: AppShellProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSession(maybeSignedIn);
  const key = payloadKey(location.pathname + location.search);
  // The server's page is current: no request for it after hydration.
  const { data, error, isLoading, isValidating, mutate } = useSWR<PagePayload>(key, { revalidateOnMount: false });
  useRevalidateSamePage(location.key, key, mutate);
  const payload = error ? unreachable : data;
  const failed = Boolean(error);

  useNavigationGuards(user);
  useLinkPrefetch();
  useDocumentHead(payload, location.pathname);

  useEffect(() => {
    if (payload?.kind !== 'redirect') return;
    if (isExternalRedirect(payload.location, window.location.origin)) window.location.replace(payload.location);
    else navigate(payload.location, { replace: true });
  }, [payload, navigate]);

  const context = useMemo(
    () => ({
      payload,
      animate: payload !== initialPayload,
      retry: failed ? () => void mutate() : undefined,
      retrying: failed && isValidating,
    }),
    [payload, initialPayload, failed, isValidating, mutate],
  );
  if (payload?.kind === 'error' && payload.error.fatal) return <FatalErrorPage error={payload.error} />;
  return (
    <Layout layout={layout} user={user} loading={isLoading}>
      <PayloadContext.Provider value={context}>
        <PageErrorBoundary resetKey={location.pathname}>
          <AppRoutes pathname={location.pathname} />
        </PageErrorBoundary>
      </PayloadContext.Provider>
    </Layout>
  );
}
