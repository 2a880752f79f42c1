import { ReferenceField, useRecordContext } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { formatDate } from '@meydan/shared-types/calendar';
import { type Game } from '@meydan/shared-types/schemas';
import { toPersianDigits } from '@meydan/shared-types/text';

/** "Home – Away · date" for a game, where only team ids are stored. */
export function GameOption() {
  const game = useRecordContext<Game>();
  if (!game) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <ReferenceField record={game} source="homeTeam" reference="team" link={false} />
      <span>–</span>
      <ReferenceField record={game} source="awayTeam" reference="team" link={false} />
      <Typography variant="caption" color="text.secondary">
        {formatDate(game.kickoffAt)}
      </Typography>
    </Box>
  );
}

/** The text left in the autocomplete after a game is picked. */
export const gameInputText = (game: Game) => `بازی ${toPersianDigits(String(game.id))} · ${formatDate(game.kickoffAt)}`;
