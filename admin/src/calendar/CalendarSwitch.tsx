import { ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCalendar, type CalendarKind } from './useCalendar';

/** The visible Jalali/Gregorian switch of the app bar. */
export function CalendarSwitch() {
  const translate = useTranslate();
  const [calendar, setCalendar] = useCalendar();
  return (
    <Tooltip title={translate('meydan.calendar.switch')}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={calendar}
        onChange={(_, value: CalendarKind | null) => value && setCalendar(value)}
        aria-label={translate('meydan.calendar.switch')}
        sx={{
          mx: 1,
          '& .MuiToggleButton-root': { color: 'inherit', borderColor: 'rgba(255,255,255,0.4)', py: 0.25 },
          '& .MuiToggleButton-root.Mui-selected': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.25)', fontWeight: 700 },
        }}
      >
        <ToggleButton value="jalali">{translate('meydan.calendar.jalali')}</ToggleButton>
        <ToggleButton value="gregorian">{translate('meydan.calendar.gregorian')}</ToggleButton>
      </ToggleButtonGroup>
    </Tooltip>
  );
}
