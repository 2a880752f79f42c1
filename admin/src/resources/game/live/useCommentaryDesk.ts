import { useCallback, useEffect, useState } from 'react';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import type { CommentaryEntry, CommentaryInput } from '@meydan/shared-types/schemas';
import type { MeydanDataProvider } from '../../../dataProvider';
import { refusalText } from './useVersionedDesk';

export type CommentaryDraft = Omit<CommentaryInput, 'version'>;

const newestFirst = (a: CommentaryEntry, b: CommentaryEntry) =>
  b.minute - a.minute || (b.extraMinute ?? 0) - (a.extraMinute ?? 0) || b.id - a.id;

let tempId = 0;

/**
 * The game's commentary on the desk. Each entry is its own record, so two reporters posting at once
 * never overwrite each other; an edit carries the entry's version, and one refused because someone
 * else changed that entry first reloads the list and says so. Each post, edit and removal shows at once
 * and is taken back, with the reason, if the server refuses it.
 */
export function useCommentaryDesk(id: number) {
  const dataProvider = useDataProvider<MeydanDataProvider>();
  const notify = useNotify();
  const [entries, setEntries] = useState<CommentaryEntry[] | null>(null);

  const reload = useCallback(async () => setEntries((await dataProvider.getCommentary(id)).sort(newestFirst)), [dataProvider, id]);
  useEffect(() => {
    reload().catch(() => notify('meydan.live.loadFailed', { type: 'error' }));
  }, [reload, notify]);

  const fail = (e: unknown) => {
    if (e instanceof HttpError && e.status === 409) notify('meydan.live.entryChanged', { type: 'warning' });
    else notify(refusalText(e), { type: 'error' });
    void reload();
  };

  const post = async (draft: CommentaryDraft): Promise<boolean> => {
    const temp: CommentaryEntry = {
      id: --tempId,
      game: id,
      version: 0,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      minute: draft.minute,
      extraMinute: draft.extraMinute ?? null,
      kind: draft.kind,
      text: draft.text,
      media: draft.media ?? null,
    };
    setEntries((list) => [temp, ...(list ?? [])].sort(newestFirst));
    try {
      const saved = await dataProvider.postCommentary(id, draft);
      setEntries((list) => (list ?? []).map((e) => (e.id === temp.id ? saved : e)).sort(newestFirst));
      return true;
    } catch (e) {
      setEntries((list) => (list ?? []).filter((x) => x.id !== temp.id));
      notify(refusalText(e), { type: 'error' });
      return false;
    }
  };

  const update = async (entry: CommentaryEntry, draft: CommentaryDraft) => {
    setEntries((list) =>
      (list ?? []).map((e) => (e.id === entry.id ? { ...e, ...draft, extraMinute: draft.extraMinute ?? null } : e)).sort(newestFirst),
    );
    try {
      const saved = await dataProvider.updateCommentary(id, entry.id, { ...draft, version: entry.version });
      setEntries((list) => (list ?? []).map((e) => (e.id === entry.id ? saved : e)).sort(newestFirst));
    } catch (e) {
      fail(e);
    }
  };

  const remove = async (entry: CommentaryEntry) => {
    setEntries((list) => (list ?? []).filter((e) => e.id !== entry.id));
    try {
      await dataProvider.deleteCommentary(id, entry.id);
    } catch (e) {
      fail(e);
    }
  };

  return { entries, post, update, remove, reload };
}
