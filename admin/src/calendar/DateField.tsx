import { useFieldValue, type FieldProps } from 'react-admin';
import { Typography } from '@mui/material';
import { formatDate } from '@meydan/shared-types/calendar';
import { useCalendar } from './useCalendar';

export interface DateFieldProps extends FieldProps {
  showTime?: boolean;
}

/** A stored UTC date shown in the visitor's calendar (Jalali unless switched), Persian digits. */
export function DateField({ showTime = false, ...props }: DateFieldProps) {
  const value = useFieldValue(props);
  const [calendar] = useCalendar();
  if (typeof value !== 'string' || !value)
    return (
      <Typography component="span" variant="body2">
        —
      </Typography>
    );
  return (
    <Typography component="span" variant="body2" dir="rtl" sx={{ whiteSpace: 'nowrap' }}>
      {formatDate(value, { calendar, time: showTime })}
    </Typography>
  );
}
