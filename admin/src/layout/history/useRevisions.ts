import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { formatDate } from '@meydan/shared-types/calendar';
import type { RevisedResource, Revision } from '@meydan/shared-types/schemas';
import { useCalendar } from '../../calendar/useCalendar';
import type { MeydanDataProvider } from '../../dataProvider';

/*
 * The HTTP client already retries a failed read once; react-query's own three retries would keep the
 * panel spinning for seconds before it says that the history could not be read.
 */
const ONCE = { retry: false } as const;

/** The versions of one item, newest first; read again whenever the item's version changes. */
export function useRevisions(kind: RevisedResource, id: number, version: number | undefined, enabled: boolean) {
  const dataProvider = useDataProvider<MeydanDataProvider>();
  return useQuery({
    queryKey: ['revisions', kind, id, version],
    queryFn: () => dataProvider.getRevisions(kind, id),
    enabled,
    placeholderData: keepPreviousData,
    ...ONCE,
  });
}

/** One saved version with its snapshot. A revision never changes once written, so it is read once. */
export function useRevision(kind: RevisedResource, id: number, revisionId: number | null) {
  const dataProvider = useDataProvider<MeydanDataProvider>();
  return useQuery({
    queryKey: ['revision', kind, id, revisionId],
    queryFn: () => dataProvider.getRevision(kind, id, revisionId ?? 0),
    enabled: revisionId !== null,
    staleTime: Infinity,
    ...ONCE,
  });
}

/**
 * Writes a version back through the normal update. Success or refusal, the form and the history are
 * read again (`refresh` invalidates every query): a refusal means someone else saved meanwhile.
 */
export function useRestoreRevision(kind: RevisedResource, id: number) {
  const dataProvider = useDataProvider<MeydanDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const time = useRevisionTime();
  return useMutation({
    mutationFn: ({ revision, version }: { revision: Revision; version: number }) =>
      dataProvider.restoreRevision(kind, id, revision.id, version),
    onSuccess: (_, { revision }) => notify('meydan.history.restored', { type: 'success', messageArgs: { time: time(revision) } }),
    onError: (e) => {
      const stale = (e as { status?: number }).status === 409;
      notify(stale ? 'meydan.history.stale' : e instanceof Error ? e.message : 'ra.notification.http_error', {
        type: stale ? 'warning' : 'error',
      });
    },
    onSettled: () => refresh(),
  });
}

/** When a version was saved, in the calendar the user chose. */
export function useRevisionTime() {
  const [calendar] = useCalendar();
  return (r: Pick<Revision, 'createdAt'>) => formatDate(r.createdAt, { calendar, time: true });
}
