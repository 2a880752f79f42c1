import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, LinearProgress } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { HttpError, Title, useDataProvider, useGetMany, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Game, Team } from '@meydan/shared-types/schemas';
import type { MeydanDataProvider } from '../../dataProvider';
import { ValidId } from '../../layout/forms';
import { fromSheet, toLineupInput, type EditableSheet } from './lineup';
import { SheetEditor } from './SheetEditor';
import { useSquads } from './useSquads';

/** /game/{id}/lineup: both teams' sheets, saved together. */
export const LineupScreen = () => (
  <ValidId>
    <LineupEditor />
  </ValidId>
);

function LineupEditor() {
  const id = Number(useParams().id);
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<MeydanDataProvider>();
  const queryClient = useQueryClient();
  const { data: game } = useGetOne<Game>('game', { id });
  const { data: teams } = useGetMany<Team>('team', { ids: game ? [game.homeTeam, game.awayTeam] : [] }, { enabled: !!game });
  const squads = useSquads(game?.homeTeam, game?.awayTeam);
  const stored = useQuery({ queryKey: ['game-lineup', id], queryFn: () => dataProvider.getGameLineup(id) });
  const [sheets, setSheets] = useState<{ home: EditableSheet | null; away: EditableSheet | null } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (stored.data) setSheets({ home: fromSheet(stored.data.home), away: fromSheet(stored.data.away) });
  }, [stored.data]);

  if (!game || !stored.data || !sheets) return <LinearProgress />;
  const title = (team: number) => teams?.find((t) => t.id === team)?.title ?? '';

  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      await dataProvider.saveGameLineup(id, toLineupInput(stored.data.version, sheets.home, sheets.away));
      notify('meydan.lineup.saved', { type: 'success' });
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
    <Box sx={{ mt: 2 }}>
      <Title title={`${translate('meydan.lineup.title')}: ${title(game.homeTeam)} – ${title(game.awayTeam)}`} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {(['home', 'away'] as const).map((side) => (
          <Card key={side} sx={{ minWidth: 0 }}>
            <CardContent>
              <SheetEditor
                side={side}
                teamTitle={title(side === 'home' ? game.homeTeam : game.awayTeam)}
                sheet={sheets[side]}
                shape={stored.data.shape}
                squad={squads[side]}
                errors={errors}
                onChange={(sheet) => setSheets({ ...sheets, [side]: sheet })}
              />
            </CardContent>
          </Card>
        ))}
      </Box>
      <Box sx={{ mt: 2 }}>
        <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void save()} disabled={saving}>
          {translate('ra.action.save')}
        </Button>
      </Box>
    </Box>
  );
}
