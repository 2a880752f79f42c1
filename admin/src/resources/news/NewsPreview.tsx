import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Media } from '@meydan/shared-types/schemas';
import { formatDate } from '@meydan/shared-types/calendar';
import { publicPaths } from '@meydan/shared-types/public';
import { previewUrl } from '../../inputs/media';
import { useCalendar } from '../../calendar/useCalendar';

/**
 * How the article will read on the public page, from the unsaved form values; a published item
 * also links to its live page.
 */
export function NewsPreview() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [calendar] = useCalendar();
  const record = useRecordContext<{ id: number; slug: string; status: string }>();
  const [rutitr, title, lead, body, cover, publishedAt] = useWatch({
    name: ['rutitr', 'title', 'lead', 'body', 'cover', 'publishedAt'],
  }) as [string | null, string | null, string | null, string | null, number | null, string | null];
  const { data: media } = useGetOne<Media>('media', { id: cover ?? 0 }, { enabled: !!cover && open });
  return (
    <>
      <Button startIcon={<VisibilityIcon />} onClick={() => setOpen(true)} sx={{ mt: 1 }}>
        {translate('meydan.news.preview')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth>
        <DialogContent dir="rtl">
          <Box component="article" sx={{ maxWidth: 760, mx: 'auto', '& img': { maxWidth: '100%' } }} data-testid="news-preview">
            {rutitr && (
              <Typography color="primary" variant="subtitle2">
                {rutitr}
              </Typography>
            )}
            <Typography variant="h4" component="h1" sx={{ my: 1 }}>
              {title}
            </Typography>
            {publishedAt && (
              <Typography variant="caption" color="text.secondary">
                {formatDate(publishedAt, { calendar, time: true })}
              </Typography>
            )}
            {lead && <Typography sx={{ my: 2, fontWeight: 500 }}>{lead}</Typography>}
            {media && <img src={previewUrl(media, 1280)} alt={media.alt ?? ''} />}
            <Box sx={{ lineHeight: 2 }} dangerouslySetInnerHTML={{ __html: body ?? '' }} />
          </Box>
        </DialogContent>
        <DialogActions>
          {record?.id && record.status === 'published' && (
            <Button href={publicPaths.newsArticle(record.id, record.slug)} target="_blank" rel="noopener">
              {translate('meydan.news.preview')}
            </Button>
          )}
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
