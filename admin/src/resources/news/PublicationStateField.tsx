import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '@meydan/shared-types/calendar';
import { type News } from '@meydan/shared-types/schemas';
import { useCalendar } from '../../calendar/useCalendar';
import { publicationState } from './publicationState';

const COLORS = { draft: 'default', scheduled: 'info', published: 'success' } as const;

/** «پیش‌نویس», «زمان‌بندی‌شده» with the time it goes live, or «منتشرشده»: from status and date, not status alone. */
export function PublicationStateField() {
  const record = useRecordContext<News>();
  const translate = useTranslate();
  const [calendar] = useCalendar();
  if (!record) return null;
  const state = publicationState(record);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-state={state} data-testid="publication-state">
      <Chip
        size="small"
        variant={state === 'draft' ? 'outlined' : 'filled'}
        color={COLORS[state]}
        label={translate(`meydan.choices.publication.${state}`)}
      />
      {state === 'scheduled' && record.publishedAt && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {formatDate(record.publishedAt, { calendar, time: true })}
        </Typography>
      )}
    </Box>
  );
}
