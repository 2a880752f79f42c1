import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GAME_STATUSES, type GameResultInput, type GameStatus } from '@meydan/shared-types/schemas';
import { parseLocalizedNumber } from '@meydan/shared-types/text';

export type ScoreState = Omit<GameResultInput, 'events'>;
type ScoreKey = 'homeScore' | 'awayScore' | 'homeHalfScore' | 'awayHalfScore';

interface Props {
  value: ScoreState;
  onChange: (value: ScoreState) => void;
  errors: Record<string, string>;
  teamTitles: { home: string; away: string };
}

const toScore = (text: string): number | null => {
  const n = parseLocalizedNumber(text);
  return n === null ? null : Math.trunc(n);
};

/** Status, full-time and half-time scores; home on the start (right) side as the table reads. */
export function ScoreInputs({ value, onChange, errors, teamTitles }: Props) {
  const translate = useTranslate();
  const score = (key: ScoreKey, label: string) => (
    <TextField
      size="small"
      label={label}
      value={value[key] ?? ''}
      onChange={(e) => onChange({ ...value, [key]: toScore(e.target.value) })}
      error={!!errors[key]}
      helperText={errors[key]}
      sx={{ width: 180 }}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-field': key } }}
    />
  );
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label={translate('resources.game.fields.status')}
        value={value.status}
        sx={{ maxWidth: 240 }}
        data-testid="status-select"
        error={!!errors.status}
        helperText={errors.status}
        onChange={(e) => onChange({ ...value, status: e.target.value as GameStatus })}
        slotProps={{ htmlInput: { 'data-field': 'status' } }}
      >
        {GAME_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`meydan.choices.game.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="subtitle2">{translate('meydan.game.fullTime')}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {score('homeScore', teamTitles.home)}
        {score('awayScore', teamTitles.away)}
      </Stack>
      <Typography variant="subtitle2">{translate('meydan.game.halfTime')}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {score('homeHalfScore', teamTitles.home)}
        {score('awayHalfScore', teamTitles.away)}
      </Stack>
    </Stack>
  );
}
