import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GameStatus } from '@meydan/shared-types/schemas';

/** The next steps of a match from each status: kick-off, half time, the second half, the final whistle. */
const NEXT: Partial<Record<GameStatus, { status: GameStatus; label: string }[]>> = {
  scheduled: [{ status: 'live', label: 'meydan.live.start' }],
  postponed: [{ status: 'live', label: 'meydan.live.start' }],
  live: [
    { status: 'half_time', label: 'meydan.live.halfTime' },
    { status: 'finished', label: 'meydan.live.end' },
  ],
  half_time: [{ status: 'live', label: 'meydan.live.secondHalf' }],
};

export function PeriodButtons({ status, onChange }: { status: GameStatus; onChange: (status: GameStatus) => void }) {
  const translate = useTranslate();
  const steps = NEXT[status] ?? [];
  if (steps.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
      {steps.map((s) => (
        <Button
          key={s.label}
          variant={s.status === 'finished' ? 'outlined' : 'contained'}
          color={s.status === 'finished' ? 'error' : 'primary'}
          onClick={() => onChange(s.status)}
          data-period={s.status}
        >
          {translate(s.label)}
        </Button>
      ))}
    </Box>
  );
}
