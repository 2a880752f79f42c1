import { useCallback, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Box, Card, CardContent, Chip, LinearProgress, Typography } from '@mui/material';
import { Title, useGetMany, useGetOne, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { EVENT_STATUSES, type Game, type GameEvent, type GameSide, type Team } from '@meydan/shared-types/schemas';
import type { LiveGame } from '@meydan/shared-types/public';
import { toPersianDigits } from '@meydan/shared-types/text';
import type { MeydanDataProvider } from '../../../dataProvider';
import { ValidId } from '../../../layout/forms';
import { useSquads } from '../useSquads';
import { deskPlayers } from './desk-players';
import { DeskEventList } from './DeskEventList';
import { PeriodButtons } from './PeriodButtons';
import { QuickEvents } from './QuickEvents';
import { addEvent, removeEvent, setStatus } from './result-changes';
import { CommentaryBox } from './CommentaryBox';
import { StatsDesk } from './StatsDesk';
import { useCommentaryDesk } from './useCommentaryDesk';
import { useLiveClock } from './useLiveClock';
import { useResultDesk } from './useResultDesk';

/** /game/{id}/live: everything a reporter at the ground does during a match, each tap saved at once. */
export const LiveDeskScreen = () => (
  <ValidId>
    <LiveDesk />
  </ValidId>
);

export function DeskCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card sx={{ minWidth: 0 }} data-testid={testId}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function LiveDesk() {
  const id = Number(useParams().id);
  const translate = useTranslate();
  const dataProvider = useDataProvider<MeydanDataProvider>();
  const { data: game } = useGetOne<Game>('game', { id });
  const { data: teams } = useGetMany<Team>('team', { ids: game ? [game.homeTeam, game.awayTeam] : [] }, { enabled: !!game });
  const squads = useSquads(game?.homeTeam, game?.awayTeam);
  const lineup = useQuery({ queryKey: ['game-lineup', id], queryFn: () => dataProvider.getGameLineup(id) });
  const desk = useResultDesk(id);
  const commentary = useCommentaryDesk(id);
  const { reload } = desk;
  const reloadCommentary = commentary.reload;
  const result = desk.result;
  const [commentarySeq, setCommentarySeq] = useState<number | null>(null);
  // Someone else's save (another reporter, the result screen) reaches this desk as it reaches readers.
  const onLive = useCallback(
    (live: LiveGame) => {
      if (!result) return;
      const same =
        live.status === result.status &&
        live.homeScore === result.homeScore &&
        live.awayScore === result.awayScore &&
        live.events.length === result.events.length;
      if (!same) void reload();
      // Another reporter's line: the list is read again (an entry is never overwritten, only added to).
      if (commentarySeq !== null && live.commentary.seq !== commentarySeq) void reloadCommentary();
      setCommentarySeq(live.commentary.seq);
    },
    [result, reload, reloadCommentary, commentarySeq],
  );
  const clock = useLiveClock(id, onLive);

  if (!game || !result) return <LinearProgress />;
  const title = (team: number) => teams?.find((t) => t.id === team)?.title ?? '';
  const titles: Record<GameSide, string> = { home: title(game.homeTeam), away: title(game.awayTeam) };
  const players = {
    home: deskPlayers(lineup.data?.home, squads.home),
    away: deskPlayers(lineup.data?.away, squads.away),
  };
  const playing = EVENT_STATUSES.includes(result.status);
  const score = (n: number | null) => (n === null ? '–' : toPersianDigits(n));

  return (
    <Box sx={{ mt: 1, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <Title title={`${translate('meydan.live.title')}: ${titles.home} – ${titles.away}`} />
      <Card sx={{ gridColumn: { md: '1 / -1' } }} data-testid="desk-scoreboard">
        <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', gap: 1, textAlign: 'center' }}>
            <Typography sx={{ fontWeight: 700 }}>{titles.home}</Typography>
            {/* The home score sits under the home team, on the right. */}
            <Typography variant="h4" component="p" sx={{ fontWeight: 800 }} data-testid="desk-score">
              {score(result.homeScore)} - {score(result.awayScore)}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{titles.away}</Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', alignItems: 'center', my: 1 }}>
            <Chip
              size="small"
              label={translate(`meydan.choices.game.${result.status}`)}
              color={result.status === 'live' ? 'error' : 'default'}
            />
            {clock.minute && (
              <Typography dir="ltr" sx={{ fontWeight: 700 }} data-testid="desk-minute">
                {toPersianDigits(clock.minute.extra ? `${clock.minute.minute}+${clock.minute.extra}′` : `${clock.minute.minute}′`)}
              </Typography>
            )}
          </Box>
          <PeriodButtons status={result.status} onChange={(status) => void desk.apply(setStatus(status))} />
        </CardContent>
      </Card>
      <DeskCard title={translate('meydan.live.events')} testId="desk-quick">
        <QuickEvents
          teamTitles={titles}
          players={players}
          minute={clock.minute}
          disabled={!playing}
          onEvent={(event) => void desk.apply(addEvent(event))}
        />
        <Box sx={{ mt: 2 }}>
          <DeskEventList events={result.events} teamTitles={titles} onRemove={(e: GameEvent) => void desk.apply(removeEvent(e))} />
        </Box>
      </DeskCard>
      <DeskCard title={translate('meydan.live.commentary')} testId="desk-commentary-card">
        <CommentaryBox
          entries={commentary.entries}
          clock={clock.minute}
          onPost={commentary.post}
          onUpdate={(entry, draft) => void commentary.update(entry, draft)}
          onRemove={(entry) => void commentary.remove(entry)}
        />
      </DeskCard>
      <DeskCard title={translate('meydan.live.statsTitle')} testId="desk-stats">
        <StatsDesk id={id} teamTitles={titles} live={clock.game?.stats} />
      </DeskCard>
    </Box>
  );
}
