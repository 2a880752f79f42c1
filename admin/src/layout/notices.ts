import {
  useGetRecordRepresentation,
  useNotify,
  useRedirect,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
  type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';

export type NoticeKind = 'updated' | 'created' | 'deleted';

const MAX_TITLE = 60;
const shorten = (title: string) => (title.length > MAX_TITLE ? `${title.slice(0, MAX_TITLE - 1).trimEnd()}…` : title);

/**
 * The toast text for one record: its noun and its own name («خبر «…» ذخیره شد.»), or the noun alone
 * when the record has no readable name.
 */
export function useRecordNotice() {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(resource);
  return (kind: NoticeKind, record: RaRecord | undefined) => {
    const title = record ? represent(record) : null;
    if (typeof title !== 'string' || !title.trim()) {
      return translate(`resources.${resource}.notifications.${kind}`, { smart_count: 1 });
    }
    return translate(`meydan.notify.${kind}`, {
      name: translate(`resources.${resource}.name`, { smart_count: 1 }),
      title: shorten(title.trim()),
    });
  };
}

/**
 * onSuccess of a save: says what was saved, then goes where react-admin would have gone (a custom
 * onSuccess replaces react-admin's notification and its redirect alike).
 */
export function useSavedHandler(kind: 'updated' | 'created', redirectTo: RedirectionSideEffect | undefined) {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  const { hasEdit, hasShow } = useResourceDefinition();
  const notice = useRecordNotice();
  const fallback: RedirectionSideEffect = kind === 'updated' ? 'list' : hasEdit ? 'edit' : hasShow ? 'show' : 'list';
  return (data: RaRecord) => {
    notify(notice(kind, data), { type: 'success' });
    redirect(redirectTo ?? fallback, resource, data.id, data);
  };
}
