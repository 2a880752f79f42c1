import { Box, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import type { GameEvent, GameSide } from '@meydan/shared-types/schemas';
import { toPersianDigits } from '@meydan/shared-types/text';

interface Props {
  events: readonly GameEvent[];
  teamTitles: Record<GameSide, string>;
  onRemove: (event: GameEvent) => void;
}

export const minuteLabel = (minute: number, extra: number | null | undefined) =>
  toPersianDigits(extra ? `${minute}+${extra}′` : `${minute}′`);

/** The events recorded so far, newest first, each removable (a goal taken back takes its score back). */
export function DeskEventList({ events, teamTitles, onRemove }: Props) {
  const translate = useTranslate();
  if (events.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2">
        {translate('meydan.game.noEvents')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding data-testid="desk-events">
      {[...events].reverse().map((e) => (
        <ListItem
          key={e.id}
          divider
          disableGutters
          sx={{ gap: 1.5 }}
          secondaryAction={
            <IconButton edge="end" aria-label={translate('meydan.live.removeEvent')} onClick={() => onRemove(e)} disabled={e.id < 0}>
              <DeleteIcon />
            </IconButton>
          }
        >
          <Box component="span" dir="ltr" sx={{ minWidth: 52, fontWeight: 700, textAlign: 'start' }}>
            {minuteLabel(e.minute, e.extraMinute)}
          </Box>
          <ListItemText
            primary={`${translate(`meydan.choices.event.${e.type}`)}: ${e.player}`}
            secondary={`${teamTitles[e.side]}${e.relatedPlayer ? ` · ${e.relatedPlayer}` : ''}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
