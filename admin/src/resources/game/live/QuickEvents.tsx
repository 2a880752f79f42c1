import { useState } from 'react';
import { Box, Button, ToggleButton, ToggleButtonGroup } from '@mui/material';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import StyleIcon from '@mui/icons-material/Style';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import { useTranslate } from 'react-admin';
import type { GameEventInput, GameEventType, GameSide } from '@meydan/shared-types/schemas';
import type { DeskPlayer } from './desk-players';
import { PlayerDialog, type Picked } from './PlayerDialog';

const ACTIONS: { type: GameEventType; icon: React.ReactNode; color: string }[] = [
  { type: 'goal', icon: <SportsSoccerIcon />, color: 'success.main' },
  { type: 'penalty_goal', icon: <SportsSoccerIcon />, color: 'success.main' },
  { type: 'own_goal', icon: <SportsSoccerIcon />, color: 'text.secondary' },
  { type: 'yellow_card', icon: <StyleIcon />, color: '#f9a825' },
  { type: 'red_card', icon: <StyleIcon />, color: 'error.main' },
  { type: 'substitution', icon: <SwapVertIcon />, color: 'info.main' },
];

interface Props {
  teamTitles: Record<GameSide, string>;
  players: Record<GameSide, DeskPlayer[]>;
  minute: { minute: number; extra: number } | null;
  disabled: boolean;
  onEvent: (event: GameEventInput) => void;
}

/** A side, then one tap on what happened, then one on who: the event is saved as the list closes. */
export function QuickEvents({ teamTitles, players, minute, disabled, onEvent }: Props) {
  const translate = useTranslate();
  const [side, setSide] = useState<GameSide>('home');
  const [type, setType] = useState<GameEventType | null>(null);
  // A substitution names the player coming off first, then the one coming on.
  const [off, setOff] = useState<Picked | null>(null);

  const close = () => {
    setType(null);
    setOff(null);
  };
  const onPick = (player: Picked, at: { minute: number; extra: number | null }) => {
    if (!type) return;
    if (type === 'substitution' && !off) {
      setOff(player);
      return;
    }
    onEvent({
      minute: at.minute,
      extraMinute: at.extra,
      side,
      type,
      player: player.name,
      playerId: player.id,
      relatedPlayer: off?.name ?? null,
      relatedPlayerId: off?.id ?? null,
    });
    close();
  };
  const prompt = type === 'substitution' ? translate(off ? 'meydan.live.playerOn' : 'meydan.live.playerOff') : translate('meydan.live.who');
  const list = type === 'substitution' && off ? [...players[side]].sort((a, b) => Number(a.starter) - Number(b.starter)) : players[side];

  return (
    <Box>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={side}
        onChange={(_, v: GameSide | null) => v && setSide(v)}
        aria-label={translate('meydan.live.side')}
        sx={{ mb: 1 }}
      >
        {(['home', 'away'] as const).map((s) => (
          <ToggleButton key={s} value={s} data-side={s} sx={{ fontWeight: 700 }}>
            {teamTitles[s]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
        {ACTIONS.map((a) => (
          <Button
            key={a.type}
            variant="outlined"
            disabled={disabled}
            onClick={() => setType(a.type)}
            startIcon={<Box sx={{ color: a.color, display: 'flex' }}>{a.icon}</Box>}
            sx={{ minHeight: 48, justifyContent: 'flex-start', px: 1 }}
            data-action={a.type}
          >
            {translate(`meydan.choices.event.${a.type}`)}
          </Button>
        ))}
      </Box>
      <PlayerDialog
        open={type !== null}
        title={`${type ? translate(`meydan.choices.event.${type}`) : ''} · ${teamTitles[side]}`}
        prompt={prompt}
        players={list}
        minute={minute}
        onPick={onPick}
        onClose={close}
      />
    </Box>
  );
}
