import { useCalendar } from '../../lib/calendar';

/** Jalali by default; the choice is remembered (cookie and localStorage) by the calendar provider. */
export function CalendarSwitch() {
  const { calendar, setCalendar } = useCalendar();
  return (
    <div className="calendar-switch" role="group" aria-label="تقویم">
      <button type="button" aria-pressed={calendar === 'jalali'} onClick={() => setCalendar('jalali')}>
        شمسی
      </button>
      <button type="button" aria-pressed={calendar === 'gregorian'} onClick={() => setCalendar('gregorian')}>
        میلادی
      </button>
    </div>
  );
}
