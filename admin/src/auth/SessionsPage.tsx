import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { formatDate } from '@meydan/shared-types/calendar';
import type { OwnSession } from '@meydan/shared-types/schemas';
import { useCalendar } from '../calendar/useCalendar';
import { ownSessions } from './ownSessions';
import { PasswordCard } from './PasswordCard';

const KEY = ['own-sessions'] as const;

function SessionRow({ session, onEnd, busy }: { session: OwnSession; onEnd: () => void; busy: boolean }) {
  const translate = useTranslate();
  const [calendar] = useCalendar();
  const time = (iso: string) => formatDate(iso, { calendar, time: true });
  const device = translate('meydan.sessions.device', {
    browser: session.browser
      ? translate(`meydan.sessions.browser.${session.browser}`, { _: session.browser })
      : translate('meydan.sessions.unknownBrowser'),
    os: session.os ? translate(`meydan.sessions.os.${session.os}`, { _: session.os }) : translate('meydan.sessions.unknownOs'),
  });
  return (
    // The action follows the text in the flow (not MUI's absolutely placed secondary action), so on a
    // phone it wraps below instead of covering the text.
    <ListItem divider data-testid="own-session" data-current={session.current} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText
        sx={{ flex: '1 1 260px' }}
        primary={device}
        secondary={
          <>
            {translate('meydan.sessions.lastSeen', { time: time(session.lastSeenAt) })}
            {' · '}
            {translate('meydan.sessions.since', { time: time(session.createdAt) })}
            {session.ip && (
              <>
                {' · '}
                {translate('meydan.sessions.address')}{' '}
                <bdi dir="ltr" className="latin-digits">
                  {session.ip}
                </bdi>
              </>
            )}
          </>
        }
      />
      {session.current ? (
        <Chip color="primary" size="small" label={translate('meydan.sessions.current')} />
      ) : (
        <Button size="small" color="error" onClick={onEnd} disabled={busy}>
          {translate('meydan.sessions.end')}
        </Button>
      )}
    </ListItem>
  );
}

/**
 * Where this account is signed in (browser, system, address, last activity), a way out of every other
 * browser at once (a lost phone, a shared computer), and a new password for one that may have leaked.
 */
export function SessionsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const { data: sessions, isError } = useQuery({ queryKey: KEY, queryFn: ownSessions.list, retry: false });
  const settled = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const failed = (e: unknown) => notify(e instanceof Error ? e.message : 'ra.notification.http_error', { type: 'error' });

  const endOthers = useMutation({
    mutationFn: ownSessions.endOthers,
    onSuccess: ({ ended }) =>
      notify(ended ? 'meydan.sessions.ended' : 'meydan.sessions.noneEnded', { type: 'success', messageArgs: { smart_count: ended } }),
    onError: failed,
    onSettled: () => {
      setAsking(false);
      settled();
    },
  });
  const endOne = useMutation({
    mutationFn: (session: OwnSession) => ownSessions.end(session.id),
    onSuccess: () => notify('meydan.sessions.endedOne', { type: 'success' }),
    onError: failed,
    onSettled: settled,
  });
  const others = sessions?.filter((s) => !s.current).length ?? 0;

  return (
    <Box sx={{ maxWidth: 820, mt: 2 }}>
      <Title title={translate('meydan.sessions.title')} />
      <Card>
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('meydan.sessions.intro')}
          </Typography>
          {isError && <Alert severity="error">{translate('meydan.sessions.loadFailed')}</Alert>}
          {sessions && (
            <List data-testid="own-sessions">
              {sessions.map((s) => (
                <SessionRow key={s.id} session={s} busy={endOne.isPending} onEnd={() => endOne.mutate(s)} />
              ))}
            </List>
          )}
          <Stack direction="row" sx={{ mt: 2, alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              color="error"
              startIcon={<LogoutIcon />}
              disabled={!others || endOthers.isPending}
              onClick={() => setAsking(true)}
              data-testid="end-other-sessions"
            >
              {translate('meydan.sessions.endOthers')}
            </Button>
            {sessions && !others && (
              <Typography variant="body2" color="text.secondary">
                {translate('meydan.sessions.onlyThis')}
              </Typography>
            )}
          </Stack>
        </CardContent>
      </Card>
      <PasswordCard sessionsKey={KEY} />
      <Confirm
        isOpen={asking}
        loading={endOthers.isPending}
        title="meydan.sessions.confirmTitle"
        content="meydan.sessions.confirmContent"
        confirm="meydan.sessions.confirm"
        confirmColor="warning"
        onConfirm={() => endOthers.mutate()}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
