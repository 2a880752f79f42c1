import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatDate } from '@meydan/shared-types/calendar';
import type { IssuedPreviewLink } from '@meydan/shared-types/schemas';
import { useCalendar } from '../calendar/useCalendar';
import type { MeydanDataProvider } from '../dataProvider';

type Kind = 'news' | 'gallery';

export const previewLinksKey = (kind: Kind, id: number) => ['preview-links', kind, id] as const;

/**
 * The links handed out for this item and still open: who made each, until when, and a way to end one
 * at once (a link sent to the wrong person, or no longer needed).
 */
export function PreviewLinks({ kind, id, onRevoked }: { kind: Kind; id: number; onRevoked?: (linkId: number) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [calendar] = useCalendar();
  const dataProvider = useDataProvider<MeydanDataProvider>();
  const queryClient = useQueryClient();
  // Read again whenever a link is made or revoked.
  const { data: links } = useQuery({
    queryKey: previewLinksKey(kind, id),
    queryFn: () => dataProvider.getPreviewLinks(kind, id),
    retry: false,
  });
  const revoke = useMutation({
    mutationFn: (link: IssuedPreviewLink) => dataProvider.revokePreviewLink(kind, id, link.id),
    onSuccess: (_, link) => {
      notify('meydan.preview.revoked', { type: 'success' });
      onRevoked?.(link.id);
    },
    onError: (e) => notify(e instanceof Error ? e.message : 'ra.notification.http_error', { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: previewLinksKey(kind, id) }),
  });
  if (!links?.length) return null;
  const time = (iso: string) => formatDate(iso, { calendar, time: true });
  return (
    <section aria-labelledby="preview-links-title" data-testid="preview-links" style={{ width: '100%' }}>
      <Typography id="preview-links-title" variant="subtitle2" component="h2" sx={{ mt: 1 }}>
        {translate('meydan.preview.openLinks', { smart_count: links.length })}
      </Typography>
      <List dense disablePadding>
        {links.map((link) => (
          // The button follows the text in the flow, so on a phone it wraps below instead of covering it.
          <ListItem key={link.id} data-testid="preview-link-row" disableGutters sx={{ flexWrap: 'wrap', columnGap: 1 }}>
            <ListItemText
              sx={{ flex: '1 1 260px' }}
              primary={translate('meydan.preview.issuedBy', { name: link.issuedBy.displayName, time: time(link.createdAt) })}
              secondary={translate('meydan.preview.validUntil', { time: time(link.expiresAt) })}
            />
            <Button
              color="error"
              size="small"
              startIcon={<LinkOffIcon />}
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(link)}
              data-testid="preview-link-revoke"
            >
              {translate('meydan.preview.revoke')}
            </Button>
          </ListItem>
        ))}
      </List>
    </section>
  );
}
