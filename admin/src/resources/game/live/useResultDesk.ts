import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import type { GameResult } from '@meydan/shared-types/schemas';
import type { MeydanDataProvider } from '../../../dataProvider';
import { optimistic, type ResultChange } from './result-changes';

const conflictRecord = (e: unknown): GameResult | null =>
  e instanceof HttpError && e.status === 409 ? ((e.body as { current?: GameResult } | undefined)?.current ?? null) : null;

/** The server's own Persian words for a refusal (the first field's, for a 400), or a general one. */
function refusalText(e: unknown): string {
  if (!(e instanceof HttpError)) return 'meydan.live.saveFailed';
  const fields = (e.body as { errors?: Record<string, string> } | undefined)?.errors;
  return Object.values(fields ?? {})[0] ?? (e.message || 'meydan.live.saveFailed');
}

/**
 * A game's result as the live desk edits it: each change shows at once and is saved on its own, one
 * after the other. A save refused because someone else saved first (409) is applied again, once, to
 * what they saved, so two reporters on one game add to each other's work; any other failure takes the
 * change back off the screen and says why.
 */
export function useResultDesk(id: number) {
  const dataProvider = useDataProvider<MeydanDataProvider>();
  const notify = useNotify();
  const [shown, setShown] = useState<GameResult | null>(null);
  const stored = useRef<GameResult | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);

  const reload = useCallback(async () => {
    const result = await dataProvider.getGameResult(id);
    stored.current = result;
    if (pending.current === 0) setShown(result);
  }, [dataProvider, id]);

  useEffect(() => {
    reload().catch(() => notify('meydan.live.loadFailed', { type: 'error' }));
  }, [reload, notify]);

  const save = async (base: GameResult, change: ResultChange) =>
    dataProvider.saveGameResult(id, { version: base.version, ...change(base) });

  const apply = useCallback(
    (change: ResultChange, done?: string) => {
      if (stored.current) setShown((s) => (s ? optimistic(s, change) : s));
      pending.current++;
      queue.current = queue.current.then(async () => {
        try {
          const base = stored.current ?? (await dataProvider.getGameResult(id));
          let saved: GameResult;
          try {
            saved = await save(base, change);
          } catch (e) {
            const current = conflictRecord(e);
            if (!current) throw e;
            saved = await save(current, change);
          }
          stored.current = saved;
          if (done) notify(done, { type: 'success' });
        } catch (e) {
          notify(refusalText(e), { type: 'error' });
        } finally {
          pending.current--;
          // Once nothing else is on its way, the screen shows what is stored: the change, or its absence.
          if (pending.current === 0 && stored.current) setShown(stored.current);
        }
      });
      return queue.current;
    },
    // `save` reads only these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dataProvider, id, notify],
  );

  return { result: shown, apply, reload };
}
