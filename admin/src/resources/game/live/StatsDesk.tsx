import { useCallback, useEffect } from 'react';
import { Box, IconButton, Slider, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useDataProvider, useTranslate } from 'react-admin';
import { GAME_STAT_KEYS, type GameSide, type GameStats, type GameStatKey } from '@meydan/shared-types/schemas';
import type { LiveGame } from '@meydan/shared-types/public';
import { toPersianDigits } from '@meydan/shared-types/text';
import type { MeydanDataProvider } from '../../../dataProvider';
import { possession, previewStats, step, STEPPED, type StatsChange } from './stats-changes';
import { useVersionedDesk } from './useVersionedDesk';

/** Each side's figures with − and + per figure, possession as one slider whose two ends add up to 100. */
interface Props {
  id: number;
  teamTitles: Record<GameSide, string>;
  /** The statistics as the live stream last sent them: someone else's save shows here too. */
  live: LiveGame['stats'] | undefined;
}

const sameFigures = (a: GameStats, b: LiveGame['stats']) => GAME_STAT_KEYS.every((k) => a.home[k] === b.home[k] && a.away[k] === b.away[k]);

export function StatsDesk({ id, teamTitles, live }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<MeydanDataProvider>();
  const desk = useVersionedDesk<GameStats, StatsChange>({
    load: useCallback(() => dataProvider.getGameStats(id), [dataProvider, id]),
    save: (base, change) => dataProvider.saveGameStats(id, { version: base.version, ...change(base) }),
    preview: previewStats,
  });
  const stats = desk.record;
  const { reload } = desk;
  useEffect(() => {
    if (live && stats && !sameFigures(stats, live)) void reload();
    // Only a new message from the stream is a reason to look again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live, reload]);
  if (!stats) return null;
  const label = (key: GameStatKey) => translate(`meydan.live.stats.${key}`);
  const home = stats.home.possession ?? 50;

  const stepper = (key: GameStatKey, side: GameSide) => (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <IconButton
        size="small"
        aria-label={`${label(key)} ${teamTitles[side]}: ${translate('meydan.live.less')}`}
        onClick={() => void desk.apply(step(key, side, -1))}
        disabled={!stats[side][key]}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }} data-stat={`${side}.${key}`}>
        {toPersianDigits(stats[side][key] ?? 0)}
      </Typography>
      <IconButton
        size="small"
        aria-label={`${label(key)} ${teamTitles[side]}: ${translate('meydan.live.more')}`}
        onClick={() => void desk.apply(step(key, side, 1))}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );

  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'center', mb: 1, columnGap: 1 }}>
        <Typography variant="caption" sx={{ fontWeight: 700 }}>
          {teamTitles.home}
        </Typography>
        <span />
        <Typography variant="caption" sx={{ fontWeight: 700 }}>
          {teamTitles.away}
        </Typography>
      </Box>
      <Box sx={{ mb: 1 }}>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {label('possession')}: {teamTitles.home} {toPersianDigits(home)}٪ – {teamTitles.away} {toPersianDigits(100 - home)}٪
        </Typography>
        <Slider
          value={home}
          min={0}
          max={100}
          step={1}
          aria-label={`${label('possession')} ${teamTitles.home}`}
          getAriaValueText={(v) => `${teamTitles.home} ${toPersianDigits(v)}٪، ${teamTitles.away} ${toPersianDigits(100 - v)}٪`}
          onChangeCommitted={(_, v) => void desk.apply(possession(v as number))}
          data-stat="possession"
        />
      </Box>
      {STEPPED.map((key) => (
        <Box key={key} sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'center', columnGap: 1 }}>
          {stepper(key, 'home')}
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            {label(key)}
          </Typography>
          {stepper(key, 'away')}
        </Box>
      ))}
    </Box>
  );
}
