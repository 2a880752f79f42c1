import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError, useNotify } from 'react-admin';

/** The server's own Persian words for a refusal (the first field's, for a 400), or a general one. */
export function refusalText(e: unknown): string {
  if (!(e instanceof HttpError)) return 'meydan.live.saveFailed';
  const fields = (e.body as { errors?: Record<string, string> } | undefined)?.errors;
  return Object.values(fields ?? {})[0] ?? (e.message || 'meydan.live.saveFailed');
}

const conflictRecord = <T>(e: unknown): T | null =>
  e instanceof HttpError && e.status === 409 ? ((e.body as { current?: T } | undefined)?.current ?? null) : null;

interface Options<T, C> {
  load: () => Promise<T>;
  /** Saves one change made to `base`, with `base`'s version. */
  save: (base: T, change: C) => Promise<T>;
  /** What the screen shows while the change is on its way. */
  preview: (shown: T, change: C) => T;
}

/**
 * A record the live desk edits a tap at a time (a game's result, its statistics): each change shows at
 * once and is saved on its own, one after the other. A save refused because someone else saved first
 * (409) is made again, once, on what they saved, so two reporters on one game add to each other's work;
 * any other failure takes the change back off the screen and says why.
 */
export function useVersionedDesk<T, C>({ load, save, preview }: Options<T, C>) {
  const notify = useNotify();
  const [shown, setShown] = useState<T | null>(null);
  const stored = useRef<T | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  const fns = useRef({ load, save, preview });
  fns.current = { load, save, preview };

  const reload = useCallback(async () => {
    const record = await fns.current.load();
    stored.current = record;
    if (pending.current === 0) setShown(record);
  }, []);

  useEffect(() => {
    reload().catch(() => notify('meydan.live.loadFailed', { type: 'error' }));
  }, [reload, notify]);

  const apply = useCallback(
    (change: C) => {
      setShown((s) => (s ? fns.current.preview(s, change) : s));
      pending.current++;
      queue.current = queue.current.then(async () => {
        try {
          const base = stored.current ?? (await fns.current.load());
          let saved: T;
          try {
            saved = await fns.current.save(base, change);
          } catch (e) {
            const current = conflictRecord<T>(e);
            if (!current) throw e;
            saved = await fns.current.save(current, change);
          }
          stored.current = saved;
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
    [notify],
  );

  return { record: shown, apply, reload };
}
