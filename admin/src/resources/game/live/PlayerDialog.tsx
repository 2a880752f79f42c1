import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListSubheader,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { parseLocalizedNumber, toPersianDigits } from '@meydan/shared-types/text';
import type { DeskPlayer } from './desk-players';

export interface Picked {
  id: number | null;
  name: string;
}

interface Props {
  open: boolean;
  title: string;
  /** What the list asks for: the scorer, the booked player, the player coming off… */
  prompt: string;
  players: readonly DeskPlayer[];
  minute: { minute: number; extra: number } | null;
  onPick: (player: Picked, minute: { minute: number; extra: number | null }) => void;
  onClose: () => void;
}

const label = (p: DeskPlayer) => (p.shirtNumber ? `${toPersianDigits(p.shirtNumber)} · ${p.name}` : p.name);

/**
 * One tap on a player records the event; a name typed in (someone not on the sheet) is recorded with
 * Enter. The minute comes from the clock and can be corrected first.
 */
export function PlayerDialog({ open, title, prompt, players, minute, onPick, onClose }: Props) {
  const translate = useTranslate();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [typed, setTyped] = useState('');
  const [at, setAt] = useState('');
  useEffect(() => {
    if (!open) return;
    setAt(minute ? toPersianDigits(minute.extra ? `${minute.minute}+${minute.extra}` : `${minute.minute}`) : '');
    // The minute is read when the dialog opens, not while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  useEffect(() => setTyped(''), [open, prompt]);
  const [m, x] = at.split('+').map((part) => parseLocalizedNumber(part.trim()));
  const when = m === null || m === undefined || Number.isNaN(m) ? null : { minute: Math.trunc(m), extra: x ? Math.trunc(x) : null };
  const pick = (p: Picked) => when && onPick(p, when);
  const groups = [
    { key: 'starters', items: players.filter((p) => p.starter) },
    { key: 'bench', items: players.filter((p) => !p.starter) },
  ].filter((g) => g.items.length > 0);

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="xs" aria-labelledby="desk-dialog-title">
      <DialogTitle id="desk-dialog-title">
        {title}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {prompt}
        </Typography>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, p: 2, pb: 1 }}>
          <TextField
            size="small"
            label={translate('meydan.live.minute')}
            value={at}
            onChange={(e) => setAt(e.target.value)}
            error={!when}
            sx={{ width: 110 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-field': 'minute', dir: 'ltr' } }}
          />
          <TextField
            size="small"
            fullWidth
            label={translate('meydan.live.typedPlayer')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && typed.trim()) {
                e.preventDefault();
                pick({ id: null, name: typed.trim() });
              }
            }}
            slotProps={{ htmlInput: { 'data-field': 'typed-player' } }}
          />
        </Box>
        <List dense aria-label={prompt} sx={{ pt: 0 }}>
          {groups.map((g) => (
            <li key={g.key}>
              <ul style={{ padding: 0 }}>
                <ListSubheader>{translate(`meydan.live.${g.key}`)}</ListSubheader>
                {g.items.map((p, i) => (
                  <ListItemButton
                    key={`${p.id ?? p.name}-${i}`}
                    disabled={!when}
                    autoFocus={g.key === 'starters' && i === 0}
                    onClick={() => pick({ id: p.id, name: p.name })}
                    sx={{ minHeight: 44 }}
                    data-player={p.name}
                  >
                    {label(p)}
                  </ListItemButton>
                ))}
              </ul>
            </li>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
