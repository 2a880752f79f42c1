import { useCallback, useSyncExternalStore } from 'react';
import {
  CALENDAR_COOKIE,
  CALENDAR_COOKIE_MAX_AGE_S,
  CALENDAR_STORAGE_KEY,
  parseCalendar,
  type Calendar,
} from '@meydan/shared-types/calendar';

export type CalendarKind = Calendar;

const listeners = new Set<() => void>();

function read(): CalendarKind {
  try {
    return parseCalendar(window.localStorage.getItem(CALENDAR_STORAGE_KEY));
  } catch {
    return 'jalali';
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // The public site shares the key (same origin), so a change in another tab is followed too.
  const onStorage = (event: StorageEvent) => event.key === CALENDAR_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setCalendar(kind: CalendarKind): void {
  try {
    window.localStorage.setItem(CALENDAR_STORAGE_KEY, kind);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  // The cookie lets the server-rendered public site use the same calendar on its first paint.
  document.cookie = `${CALENDAR_COOKIE}=${kind}; path=/; max-age=${CALENDAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
  listeners.forEach((l) => l());
}

/** Jalali by default; the visitor's switch to Gregorian is remembered in localStorage. */
export function useCalendar(): [CalendarKind, (kind: CalendarKind) => void] {
  const kind = useSyncExternalStore(subscribe, read, () => 'jalali' as const);
  return [kind, useCallback((k: CalendarKind) => setCalendar(k), [])];
}
