import { Box, Button, IconButton, MenuItem, Paper, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { GAME_EVENT_TYPES } from '@meydan/shared-types/schemas';
import { parseLocalizedNumber } from '@meydan/shared-types/text';
import { newEvent, type EditableEvent } from './result';
import { PlayerPicker } from './PlayerPicker';
import type { Squads } from './useSquads';

interface Props {
  events: EditableEvent[];
  onChange: (events: EditableEvent[]) => void;
  teamTitles: { home: string; away: string };
  /** Each side's squad, to pick its events' players from. */
  squads: Squads;
  errors: Record<string, string>;
}

const num = (value: string) => {
  const n = parseLocalizedNumber(value);
  return n === null ? null : Math.trunc(n);
};

/**
 * Goals, cards and substitutions; Persian digits are accepted in the minute fields. Players are picked
 * from the event's side's squad or typed in.
 */
export function EventsEditor({ events, onChange, teamTitles, squads, errors }: Props) {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.game.fields.events.${field}`);
  const update = (key: string, patch: Partial<EditableEvent>) => onChange(events.map((e) => (e.key === key ? { ...e, ...patch } : e)));
  return (
    <Box data-testid="events-editor">
      {events.length === 0 && (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {translate('meydan.game.noEvents')}
        </Typography>
      )}
      {events.map((event, i) => {
        const err = (field: string) => errors[`events.${i}.${field}`] ?? errors[`events/${i}/${field}`];
        return (
          <Paper
            key={event.key}
            variant="outlined"
            sx={{ p: 1, mb: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
            data-event={i}
          >
            <TextField
              size="small"
              label={label('minute')}
              value={event.minute ?? ''}
              sx={{ width: 80 }}
              required
              error={!!err('minute')}
              helperText={err('minute')}
              onChange={(e) => update(event.key, { minute: num(e.target.value) })}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-field': 'minute' } }}
            />
            <TextField
              size="small"
              label={label('extraMinute')}
              value={event.extraMinute ?? ''}
              sx={{ width: 110 }}
              error={!!err('extraMinute')}
              helperText={err('extraMinute')}
              onChange={(e) => update(event.key, { extraMinute: num(e.target.value) })}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-field': 'extraMinute' } }}
            />
            <TextField
              select
              size="small"
              label={label('side')}
              value={event.side}
              sx={{ width: 140 }}
              // The other side's squad does not hold the linked players: their names stay, the links go.
              onChange={(e) =>
                update(event.key, { side: e.target.value === 'away' ? 'away' : 'home', playerId: null, relatedPlayerId: null })
              }
              slotProps={{ htmlInput: { 'data-field': 'side' } }}
            >
              <MenuItem value="home">{teamTitles.home || translate('meydan.choices.side.home')}</MenuItem>
              <MenuItem value="away">{teamTitles.away || translate('meydan.choices.side.away')}</MenuItem>
            </TextField>
            <TextField
              select
              size="small"
              label={label('type')}
              value={event.type}
              sx={{ width: 170 }}
              onChange={(e) => update(event.key, { type: GAME_EVENT_TYPES.find((t) => t === e.target.value) ?? 'goal' })}
              slotProps={{ htmlInput: { 'data-field': 'type' } }}
            >
              {GAME_EVENT_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {translate(`meydan.choices.event.${t}`)}
                </MenuItem>
              ))}
            </TextField>
            <PlayerPicker
              label={label('player')}
              field="player"
              required
              squad={squads[event.side]}
              value={{ id: event.playerId ?? null, name: event.player }}
              onChange={(p) => update(event.key, { playerId: p.id, player: p.name })}
              error={err('player')}
              sx={{ flex: '1 1 180px' }}
            />
            <PlayerPicker
              label={label('relatedPlayer')}
              field="relatedPlayer"
              squad={squads[event.side]}
              value={{ id: event.relatedPlayerId ?? null, name: event.relatedPlayer ?? '' }}
              onChange={(p) => update(event.key, { relatedPlayerId: p.id, relatedPlayer: p.name })}
              error={err('relatedPlayer')}
              sx={{ flex: '1 1 180px' }}
            />
            <IconButton aria-label={translate('ra.action.remove')} onClick={() => onChange(events.filter((e) => e.key !== event.key))}>
              <DeleteIcon />
            </IconButton>
          </Paper>
        );
      })}
      <Button startIcon={<AddIcon />} onClick={() => onChange([...events, newEvent()])}>
        {translate('meydan.game.addEvent')}
      </Button>
    </Box>
  );
}
