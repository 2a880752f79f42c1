import { Card, CardActionArea, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useListContext, useTranslate } from 'react-admin';
import { formatDate } from '@meydan/shared-types/calendar';
import type { Comment } from '@meydan/shared-types/schemas';
import { useCalendar } from '../../calendar/useCalendar';
import { href, paths } from '../../paths';

/**
 * The moderation queue on a phone: one card per comment, the text in full width and the author and
 * whole date under it, each card opening the comment to approve, reject or answer it. Five table
 * columns at 375 px left one word per line and cut the date off.
 */
export function CommentCards() {
  const { data, isPending } = useListContext<Comment>();
  const translate = useTranslate();
  const [calendar] = useCalendar();
  if (isPending) return <LinearProgress sx={{ my: 2 }} />;
  if (!data?.length) return <Typography sx={{ p: 2 }}>{translate('ra.navigation.no_results')}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }}>
      {data.map((comment) => (
        <li key={comment.id}>
          <Card variant="outlined" data-testid="comment-card">
            <CardActionArea component={Link} to={href(paths.edit('comment', comment.id))}>
              <CardContent>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 1 }}>
                  {comment.body}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {comment.authorName} · {formatDate(comment.createdAt, { calendar, time: true })}
                </Typography>
                {comment.reply && (
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                    {translate('resources.comment.fields.reply')}: {comment.reply}
                  </Typography>
                )}
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
