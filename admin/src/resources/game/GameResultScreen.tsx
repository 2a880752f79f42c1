import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { HttpError, Title, useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Game, Team } from '@meydan/shared-types/schemas';
import type { MeydanDataProvider } from '../../dataProvider';
import { ValidId } from '../../layout/forms';
import { EventsEditor } from './EventsEditor';
import { ScoreInputs, type ScoreState } from './ScoreInputs';
import { TablePreview } from './TablePreview';
import { useSquads } from './useSquads';
import { scoreCheck, toResultInput, withUnsavedResult, type EditableEvent } from './result';

/** /game/{id}/result: score, status and events, with the season table as it will be after saving. */
export const GameResultScreen = () => (
  <ValidId>
    <ResultEditor />
  </ValidId>
);

function ResultEditor() {
  const id = Number(useParams().id);
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<MeydanDataProvider>();
  const queryClient = useQueryClient();
  const { data: game } = useGetOne<Game>('game', { id });
  const { data: home } = useGetOne<Team>('team', { id: game?.homeTeam ?? 0 }, { enabled: !!game });
  const { data: away } = useGetOne<Team>('team', { id: game?.awayTeam ?? 0 }, { enabled: !!game });
  const squads = useSquads(game?.homeTeam, game?.awayTeam);
  const result = useQuery({ queryKey: ['game-result', id], queryFn: () => dataProvider.getGameResult(id) });
  const table = useQuery({
    queryKey: ['table-input', game?.season],
    enabled: !!game,
    queryFn: () => dataProvider.getTableInput(game?.season ?? 0),
  });
  const [score, setScore] = useState<ScoreState | null>(null);
  const [events, setEvents] = useState<EditableEvent[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!result.data) return;
    const { events: stored, id: _id, ...rest } = result.data;
    setScore(rest);
    setEvents(stored.map((e) => ({ ...e, key: String(e.id), extraMinute: e.extraMinute ?? null, relatedPlayer: e.relatedPlayer ?? null })));
  }, [result.data]);

  const titles = { home: home?.title ?? '', away: away?.title ?? '' };
  const check = score ? scoreCheck(events, score.homeScore, score.awayScore) : null;
  const preview = useMemo(() => (table.data && score ? withUnsavedResult(table.data, id, score) : null), [table.data, score, id]);

  if (!score || !game) return <LinearProgress />;

  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      await dataProvider.saveGameResult(id, toResultInput(score, events));
      notify('meydan.game.saved', { type: 'success' });
      await queryClient.invalidateQueries();
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { errors?: Record<string, string> } | undefined) : undefined;
      setErrors(body?.errors ?? {});
      notify(e instanceof Error ? e.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 560px)' } }}>
      <Title title={`${translate('meydan.game.resultTitle')}: ${titles.home} – ${titles.away}`} />
      <Card sx={{ minWidth: 0 }}>
        <CardContent>
          <Typography variant="h6" sx={{ mb: 2 }}>
            {titles.home} – {titles.away}
          </Typography>
          <ScoreInputs value={score} onChange={setScore} errors={errors} teamTitles={titles} />
          {check?.mismatch && (
            <Alert
              severity="warning"
              sx={{ my: 2 }}
              data-testid="score-mismatch"
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => setScore({ ...score, homeScore: check.derived.home, awayScore: check.derived.away })}
                >
                  {translate('meydan.game.deriveScore')}
                </Button>
              }
            >
              {translate('meydan.game.mismatch', { home: check.derived.home, away: check.derived.away })}
            </Alert>
          )}
          <Typography variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
            {translate('resources.game.fields.events')}
          </Typography>
          {errors.events && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {errors.events}
            </Alert>
          )}
          <EventsEditor events={events} onChange={setEvents} teamTitles={titles} squads={squads} errors={errors} />
          <Box sx={{ mt: 3 }}>
            <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void save()} disabled={saving}>
              {translate('ra.action.save')}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <Card sx={{ minWidth: 0 }}>
        <CardContent>
          {preview ? <TablePreview input={preview} highlight={[game.homeTeam, game.awayTeam]} /> : <LinearProgress />}
        </CardContent>
      </Card>
    </Box>
  );
}
