import { useMemo, useState, type KeyboardEventHandler } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { Calendar } from 'react-multi-date-picker';
import TimePicker from 'react-multi-date-picker/plugins/time_picker';
import DateObject from 'react-date-object';
import { toPersianDigits } from '@meydan/shared-types/text';
import type { CalendarKind } from '../calendar/useCalendar';
import { calendarOf, isDisabled, roundMinutes, yearList, type DatePickerType, type DisabledDates } from './jalaliDate';

export interface PickerCalendarProps {
  value: Date | null;
  type: DatePickerType;
  calendarKind: CalendarKind;
  minDate: Date | null;
  maxDate: Date | null;
  disabledDates?: DisabledDates;
  minuteStep: number;
  onChange: (date: Date | null) => void;
}

/** Start of the picked period in the shown calendar: a month picks its first day, a year its first month. */
function normalize(picked: DateObject, type: DatePickerType): DateObject {
  const d = new DateObject(picked);
  if (type === 'year') d.setMonth(1).setDay(1);
  if (type === 'month' || type === 'year-month') d.setDay(1);
  return d;
}

/** The library's arrows are unnamed; `right` steps forward (a month, or a year in the month picker). */
function arrowLabel(type: DatePickerType, direction: 'left' | 'right'): string {
  const unit = type === 'year' ? '۱۲ سال' : type === 'month' || type === 'year-month' ? 'سال' : 'ماه';
  return `${unit} ${direction === 'right' ? 'بعد' : 'قبل'}`;
}

/** The calendar body shared by the popover and the full-screen sheet, with the spec's year list above it. */
export function PickerCalendar({ value, type, calendarKind, minDate, maxDate, disabledDates, minuteStep, onChange }: PickerCalendarProps) {
  const { calendar, locale } = calendarOf(calendarKind);
  const initial = useMemo(() => new DateObject({ date: value ?? new Date(), calendar, locale }), [value, calendar, locale]);
  const [shown, setShown] = useState(initial);
  const years = yearList(calendarKind);
  const onlyTime = type === 'time';
  return (
    <div className="meydan-picker-body">
      {!onlyTime && (
        <TextField
          select
          size="small"
          value={shown.year}
          onChange={(e) => setShown(new DateObject(shown).setYear(Number(e.target.value)))}
          sx={{ m: 1, minWidth: 110 }}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } }, htmlInput: { 'aria-label': 'سال' } }}
        >
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {toPersianDigits(String(y))}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Calendar
        key={`${calendarKind}-${shown.year}-${shown.month.number}`}
        value={value ? new DateObject({ date: value, calendar, locale }) : null}
        currentDate={shown}
        calendar={calendar}
        locale={locale}
        className="meydan-rmdp"
        // The popover or the sheet around it is the dialog; the library would make a second, unnamed one.
        role="group"
        // The library joins month and year with «،» in right-to-left locales: «آذر ،۱۴۰۵».
        monthYearSeparator=" "
        renderButton={(
          direction: 'left' | 'right',
          handleClick: (e: MouseEvent) => void,
          disabled: boolean,
          onKeyDown: KeyboardEventHandler,
        ) => (
          <button
            type="button"
            className={`rmdp-arrow-container rmdp-${direction} ${disabled ? 'disabled' : ''}`}
            aria-label={arrowLabel(type, direction)}
            aria-disabled={disabled}
            onClick={(e) => !disabled && handleClick(e.nativeEvent)}
            onKeyDown={onKeyDown}
          >
            <i className="rmdp-arrow" />
          </button>
        )}
        shadow={false}
        onlyYearPicker={type === 'year'}
        onlyMonthPicker={type === 'month' || type === 'year-month'}
        disableDayPicker={onlyTime}
        minDate={minDate ?? undefined}
        maxDate={maxDate ?? undefined}
        mapDays={({ date }) =>
          isDisabled(date.toDate(), disabledDates) ? { disabled: true, className: 'meydan-day-disabled' } : undefined
        }
        plugins={
          type === 'datetime' || onlyTime ? [<TimePicker key="time" position="bottom" hideSeconds mStep={Math.max(1, minuteStep)} />] : []
        }
        onChange={(picked) => {
          if (!picked) return onChange(null);
          const date = normalize(picked, type).toDate();
          onChange(type === 'datetime' || onlyTime ? roundMinutes(date, minuteStep) : date);
        }}
      />
    </div>
  );
}
