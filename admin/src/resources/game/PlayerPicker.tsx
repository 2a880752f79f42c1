import { Autocomplete, TextField, type SxProps } from '@mui/material';
import type { Player } from '@meydan/shared-types/schemas';
import { toPersianDigits } from '@meydan/shared-types/text';

/** Who an event or a place on a team sheet names: a squad player (with his id) or anyone by name. */
export interface PickedPlayer {
  id: number | null;
  name: string;
}

interface Props {
  label: string;
  value: PickedPlayer;
  squad: readonly Player[];
  onChange: (value: PickedPlayer) => void;
  required?: boolean;
  error?: string;
  /** Names the input for tests and for the keyboard shortcuts of the result screen. */
  field: string;
  sx?: SxProps;
}

const optionLabel = (p: Player | string) => (typeof p === 'string' ? p : p.name);

/**
 * A player from the team's squad, or a name typed in for someone the database does not know: choosing
 * from the list links the player, typing unlinks him and keeps the text.
 */
export function PlayerPicker({ label, value, squad, onChange, required, error, field, sx }: Props) {
  const linked = value.id ? (squad.find((p) => p.id === value.id) ?? null) : null;
  return (
    <Autocomplete<Player, false, false, true>
      freeSolo
      size="small"
      sx={sx}
      options={squad}
      value={linked ?? (value.name || null)}
      inputValue={linked ? optionLabel(linked) : value.name}
      getOptionLabel={optionLabel}
      // The list shows each player's shirt number, which is how a bench or a team sheet calls him.
      renderOption={({ key, ...props }, p) => (
        <li key={key} {...props}>
          {p.shirtNumber ? `${toPersianDigits(p.shirtNumber)} · ${p.name}` : p.name}
        </li>
      )}
      isOptionEqualToValue={(option, v) => typeof v !== 'string' && option.id === v.id}
      onChange={(_, picked) => {
        if (picked === null) onChange({ id: null, name: '' });
        else if (typeof picked === 'string') onChange({ id: null, name: picked });
        else onChange({ id: picked.id, name: picked.name });
      }}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') onChange({ id: null, name: text });
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={!!error}
          helperText={error}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-field': field } }}
        />
      )}
    />
  );
}
