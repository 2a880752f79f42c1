import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import type { GameSide, Player, PlayerPosition } from '@meydan/shared-types/schemas';
import { LIMITS } from '@meydan/shared-types/constants';
import { formationExample, type LineupShape } from '@meydan/shared-types/sport';
import { parseLocalizedNumber, toPersianDigits } from '@meydan/shared-types/text';
import { PlayerPicker } from './PlayerPicker';
import { emptySheet, newEntry, placesOf, sheetFromSquad, type EditableEntry, type EditableSheet } from './lineup';

interface Props {
  side: GameSide;
  teamTitle: string;
  sheet: EditableSheet | null;
  /** How the game's sport lines up: how many start, and whether a formation places them. */
  shape: LineupShape;
  squad: readonly Player[];
  onChange: (sheet: EditableSheet | null) => void;
  errors: Record<string, string>;
}

const shirt = (value: string) => {
  const n = parseLocalizedNumber(value);
  return n === null ? null : Math.trunc(n);
};

/** One team's sheet: formation, coach, the starters in formation order (goalkeeper first) and the bench. */
export function SheetEditor({ side, teamTitle, sheet, shape, squad, onChange, errors }: Props) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.game.fields.${name}`);
  if (!sheet) {
    return (
      <Box data-sheet={side}>
        <Typography variant="h6">{teamTitle}</Typography>
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {translate('meydan.lineup.none')}
        </Typography>
        <Button variant="outlined" onClick={() => onChange(sheetFromSquad(squad, shape, LIMITS.benchMax))} disabled={!squad.length}>
          {translate('meydan.lineup.fromSquad')}
        </Button>{' '}
        <Button onClick={() => onChange(emptySheet(shape))}>{translate('meydan.lineup.byHand')}</Button>
      </Box>
    );
  }
  const places = placesOf(shape, sheet.formation);
  const err = (path: string) => errors[`${side}.${path}`];
  const set = (patch: Partial<EditableSheet>) => onChange({ ...sheet, ...patch });
  const row = (list: 'starters' | 'bench', entry: EditableEntry, i: number, place: PlayerPosition | null) => {
    const update = (patch: Partial<EditableEntry>) =>
      set({ [list]: sheet[list].map((e) => (e.key === entry.key ? { ...e, ...patch } : e)) });
    return (
      <Box key={entry.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }} data-entry={`${list}.${i}`}>
        <TextField
          size="small"
          label={translate('meydan.lineup.shirt')}
          value={entry.shirtNumber ?? ''}
          sx={{ width: 72, flex: 'none' }}
          error={!!err(`${list}.${i}.shirtNumber`)}
          helperText={err(`${list}.${i}.shirtNumber`)}
          onChange={(e) => update({ shirtNumber: shirt(e.target.value) })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <PlayerPicker
          label={place ? translate(`meydan.choices.playerPosition.${place}`) : field('events.player')}
          field={`${side}.${list}.${i}`}
          squad={squad}
          value={entry.player}
          error={err(`${list}.${i}.player`)}
          sx={{ flex: 1, minWidth: 0 }}
          onChange={(player) => {
            const known = player.id ? squad.find((p) => p.id === player.id) : undefined;
            update({ player, ...(known ? { shirtNumber: known.shirtNumber, position: known.position } : {}) });
          }}
        />
        {list === 'bench' && (
          <IconButton
            aria-label={translate('ra.action.remove')}
            onClick={() => set({ bench: sheet.bench.filter((e) => e.key !== entry.key) })}
          >
            <DeleteIcon />
          </IconButton>
        )}
      </Box>
    );
  };
  return (
    <Box data-sheet={side}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6">{teamTitle}</Typography>
        <Button color="error" onClick={() => onChange(null)}>
          {translate('meydan.lineup.remove')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, my: 1 }}>
        <TextField
          size="small"
          label={field('formation')}
          value={sheet.formation}
          sx={{ width: 140 }}
          error={!!err('formation')}
          helperText={
            err('formation') ?? (shape.hasGoalkeeper ? toPersianDigits(formationExample(shape)) : translate('meydan.lineup.optional'))
          }
          onChange={(e) => set({ formation: e.target.value })}
          slotProps={{ htmlInput: { dir: 'ltr', 'data-field': `${side}.formation` } }}
        />
        <TextField
          size="small"
          label={field('coach')}
          value={sheet.coach}
          sx={{ flex: 1 }}
          onChange={(e) => set({ coach: e.target.value })}
        />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }} color={err('starters') ? 'error' : undefined}>
        {field('starters')} ({toPersianDigits(shape.starters)}){err('starters') ? ` — ${err('starters')}` : ''}
      </Typography>
      {sheet.starters.map((e, i) => row('starters', e, i, places[i] ?? null))}
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        {field('bench')}
      </Typography>
      {sheet.bench.map((e, i) => row('bench', e, i, e.position))}
      <Button
        startIcon={<AddIcon />}
        disabled={sheet.bench.length >= LIMITS.benchMax}
        onClick={() => set({ bench: [...sheet.bench, newEntry()] })}
      >
        {translate('meydan.lineup.addSubstitute')}
      </Button>
    </Box>
  );
}
