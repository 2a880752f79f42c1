import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { ownSessions } from './ownSessions';

type Field = 'currentPassword' | 'newPassword' | 'repeat';

/** The server's per-field messages of a refused change, when it sent them. */
const fieldErrorsOf = (e: unknown): Partial<Record<Field, string>> =>
  (e as { body?: { errors?: Partial<Record<Field, string>> } }).body?.errors ?? {};

/**
 * One's own new password. Every other browser signed in with the account is signed out, and this one
 * carries on with a fresh session.
 */
export function PasswordCard({ sessionsKey }: { sessionsKey: readonly unknown[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = useMutation({
    mutationFn: () => ownSessions.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    onSuccess: ({ ended }) => {
      setValues({ currentPassword: '', newPassword: '', repeat: '' });
      notify('meydan.sessions.passwordChanged', { type: 'success', messageArgs: { smart_count: ended } });
    },
    onError: (e) => {
      setErrors(fieldErrorsOf(e));
      notify(e instanceof Error ? e.message : 'ra.notification.http_error', { type: 'error' });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.newPassword !== values.repeat) {
      setErrors({ repeat: translate('meydan.sessions.repeatDiffers') });
      return;
    }
    setErrors({});
    change.mutate();
  };
  const field = (name: Field, autoComplete: string) => (
    <TextField
      type="password"
      name={name}
      autoComplete={autoComplete}
      label={translate(`meydan.sessions.${name}`)}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={!!errors[name]}
      helperText={errors[name] ?? ' '}
      required
      slotProps={{ htmlInput: { dir: 'ltr', maxLength: 200 } }}
    />
  );
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('meydan.sessions.passwordTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('meydan.sessions.passwordIntro')}
        </Typography>
        <Stack component="form" onSubmit={submit} spacing={1} sx={{ maxWidth: 420 }} data-testid="password-form">
          {field('currentPassword', 'current-password')}
          {field('newPassword', 'new-password')}
          {field('repeat', 'new-password')}
          <Button type="submit" variant="contained" disabled={change.isPending} sx={{ alignSelf: 'flex-start' }}>
            {translate('meydan.sessions.changePassword')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
