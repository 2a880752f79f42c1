import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  IconButton,
  InputAdornment,
  Popover,
  TextField,
} from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import ClearIcon from '@mui/icons-material/Clear';
import { FieldTitle, useInput, useTranslate, type InputProps } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useCalendar } from '../calendar/useCalendar';
import { DISPLAY_FORMATS, displayValue, fromStored, toStored, usesPopover, type DatePickerType, type DisabledDates } from './jalaliDate';
import './jalali-date-input.css';

// The calendar itself loads on first open, so forms and filters with dates stay light.
const PickerCalendar = lazy(() => import('./PickerCalendar').then((m) => ({ default: m.PickerCalendar })));

export interface JalaliDateInputProps extends Omit<InputProps, 'format' | 'parse'> {
  type?: DatePickerType;
  minDate?: string | Date;
  maxDate?: string | Date;
  disabledDates?: DisabledDates;
  /** Minutes are rounded to this step (datetime and time types). */
  minuteStep?: number;
  /** Store 'YYYY-MM-DD' instead of an ISO instant (for date-only fields such as a season's start). */
  dateOnly?: boolean;
  /** Store the last moment of the picked day (the upper bound of a date range filter). */
  endOfDay?: boolean;
  /** When set, the open state lives in this query parameter, so a link or reload reopens the picker. */
  openParam?: string;
  fullWidth?: boolean;
  helperText?: ReactNode;
}

/** react-admin input over react-multi-date-picker: Jalali by default, stores ISO UTC. */
export function JalaliDateInput(props: JalaliDateInputProps) {
  const {
    type = 'date',
    minDate,
    maxDate,
    disabledDates,
    minuteStep = 1,
    dateOnly,
    endOfDay,
    openParam,
    fullWidth,
    helperText,
    label,
  } = props;
  const translate = useTranslate();
  const [calendar] = useCalendar();
  const { field, fieldState, isRequired, id } = useInput({ ...props, format: (v: unknown) => v ?? null, parse: (v: unknown) => v });
  const anchor = useRef<HTMLDivElement>(null);
  const [search, setSearch] = useSearchParams();
  const [localOpen, setLocalOpen] = useState(false);
  const open = openParam ? search.get(openParam) === props.source : localOpen;
  const setOpen = (next: boolean) => {
    if (!openParam) return setLocalOpen(next);
    const params = new URLSearchParams(search);
    if (next) params.set(openParam, props.source);
    else params.delete(openParam);
    setSearch(params, { replace: true });
  };
  const value = fromStored(field.value);
  const commit = (date: Date | null) => {
    field.onChange(toStored(date, type, { dateOnly, minuteStep, endOfDay }));
    field.onBlur();
    if (type !== 'datetime' && type !== 'time') setOpen(false);
  };
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const picker = open && (
    <Suspense fallback={<CircularProgress size={24} sx={{ m: 2 }} />}>
      <PickerCalendar
        value={value}
        type={type}
        calendarKind={calendar}
        minDate={fromStored(minDate instanceof Date ? minDate.toISOString() : minDate)}
        maxDate={fromStored(maxDate instanceof Date ? maxDate.toISOString() : maxDate)}
        disabledDates={disabledDates}
        minuteStep={minuteStep}
        onChange={commit}
      />
    </Suspense>
  );
  const wide = usesPopover(typeof window === 'undefined' ? 1024 : window.innerWidth);
  return (
    <div ref={anchor} className="meydan-date-input" style={fullWidth ? { width: '100%' } : undefined}>
      <TextField
        id={id}
        name={field.name}
        value={displayValue(value, type, calendar)}
        label={
          label === false ? undefined : <FieldTitle label={label} source={props.source} resource={props.resource} isRequired={isRequired} />
        }
        placeholder={DISPLAY_FORMATS[type]}
        onClick={() => setOpen(true)}
        error={!!error}
        helperText={error ? translate(error, { _: error }) : helperText}
        fullWidth={fullWidth}
        size="small"
        margin="dense"
        slotProps={{
          htmlInput: { readOnly: true, 'data-type': type, 'data-value': typeof field.value === 'string' ? field.value : '' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {value && (
                  <IconButton
                    size="small"
                    aria-label={translate('meydan.date.clear')}
                    onClick={(e) => {
                      e.stopPropagation();
                      commit(null);
                    }}
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                )}
                <IconButton size="small" aria-label={translate('meydan.date.pick')} onClick={() => setOpen(true)}>
                  <EventIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {wide ? (
        <Popover
          open={open}
          anchorEl={anchor.current}
          onClose={() => setOpen(false)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        >
          <div className="meydan-picker" dir="rtl" role="dialog" aria-label={translate('meydan.date.pick')}>
            {picker}
          </div>
        </Popover>
      ) : (
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          fullScreen
          slotProps={{ paper: { 'aria-label': translate('meydan.date.pick') } }}
        >
          <DialogContent className="meydan-picker meydan-picker-sheet" dir="rtl">
            {picker}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </div>
  );
}
