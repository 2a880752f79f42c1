import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import type { ConflictBody } from '@meydan/shared-types/schemas';

type Values = Record<string, unknown>;

interface ConflictState {
  /** The stored record of the last save refused for an older version, until the form takes it up. */
  current: Values | null;
  settle(): void;
}

const ConflictContext = createContext<ConflictState | null>(null);

export const useConflict = () => useContext(ConflictContext);

/** The stored record of a 409 answer to an update from an older version, or null for any other error. */
function conflictOf(error: unknown): Values | null {
  const e = error as { status?: number; body?: Partial<ConflictBody> } | null;
  const current = e?.status === 409 ? e.body?.current : undefined;
  return current && typeof current === 'object' ? current : null;
}

/**
 * Gives an edit view the onError of its saves: a refused older version goes to the form's
 * ConflictResolver; anything else is shown as react-admin shows it (field errors on their fields,
 * the rest as a toast). Clicked or submitted with Enter, every save of the form passes here.
 */
export function ConflictProvider({ children }: { children: (onError: (error: unknown) => void) => ReactNode }) {
  const notify = useNotify();
  const [current, setCurrent] = useState<Values | null>(null);
  const onError = useCallback(
    (error: unknown) => {
      const stored = conflictOf(error);
      if (stored) return setCurrent(stored);
      const e = error as { message?: string; body?: { errors?: Record<string, string> } } | null;
      if (e?.body?.errors && Object.keys(e.body.errors).length) return;
      notify(e?.message || 'ra.notification.http_error', { type: 'error' });
    },
    [notify],
  );
  const value = useMemo(() => ({ current, settle: () => setCurrent(null) }), [current]);
  return <ConflictContext.Provider value={value}>{children(onError)}</ConflictContext.Provider>;
}
