import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  CALENDAR_COOKIE,
  CALENDAR_COOKIE_MAX_AGE_S,
  CALENDAR_STORAGE_KEY,
  formatDate,
  formatTime,
  type Calendar,
} from '@meydan/shared-types/calendar';

interface CalendarContextValue {
  calendar: Calendar;
  setCalendar(next: Calendar): void;
}
const CalendarContext = createContext<CalendarContextValue>({ calendar: 'jalali', setCalendar: () => undefined });

/** The calendar the visitor chose, as the cookie holds it (null when none was chosen). */
function chosenCalendar(): Calendar | null {
  const value = document.cookie.match(new RegExp(`(?:^|;\\s*)${CALENDAR_COOKIE}=([^;]+)`))?.[1];
  return value === 'gregorian' || value === 'jalali' ? value : null;
}

/**
 * The visitor's calendar. The server read it from the cookie and rendered with it, so the first client
 * render agrees; a change is written to the cookie (for the next server render) and to localStorage.
 * A page a CDN kept for anonymous readers was rendered in the default calendar: after hydration the
 * visitor's own choice takes over.
 */
export function CalendarProvider({ initial, children }: { initial: Calendar; children: ReactNode }) {
  const [calendar, setState] = useState<Calendar>(initial);
  useEffect(() => {
    const chosen = chosenCalendar();
    if (chosen && chosen !== initial) setState(chosen);
  }, [initial]);
  const setCalendar = useCallback((next: Calendar) => {
    setState(next);
    document.cookie = `${CALENDAR_COOKIE}=${next}; path=/; max-age=${CALENDAR_COOKIE_MAX_AGE_S}; samesite=lax`;
    try {
      localStorage.setItem(CALENDAR_STORAGE_KEY, next);
    } catch {
      // Private mode may refuse storage; the cookie still remembers the choice.
    }
  }, []);
  const value = useMemo(() => ({ calendar, setCalendar }), [calendar, setCalendar]);
  return <CalendarContext.Provider value={value}>{children}</CalendarContext.Provider>;
}

export const useCalendar = () => useContext(CalendarContext);

interface DateTextProps {
  iso: string;
  time?: boolean;
  weekday?: boolean;
  className?: string;
}

/** A date in the visitor's calendar with Persian digits; the machine-readable instant stays in `dateTime`. */
export function DateText({ iso, time, weekday, className }: DateTextProps) {
  const { calendar } = useCalendar();
  return (
    <time className={className} dateTime={iso}>
      {formatDate(iso, { calendar, time, weekday })}
    </time>
  );
}

export function TimeText({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatTime(iso)}</time>;
}
