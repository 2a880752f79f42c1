import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AFTER_LOGIN_PATH, LOGIN_PATH } from '@meydan/shared-types/client';
import { authProvider } from '../authProvider';
import { safeReturnPath } from './session';

const t = {
  title: 'ورود به مدیریت میدان',
  email: 'ایمیل',
  password: 'گذرواژه',
  submit: 'ورود',
  failed: 'ورود انجام نشد',
};

/** The guest-only login screen, outside the admin layout (and outside react-admin, so it loads light). */
export function LoginPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await authProvider.login({ email, password });
      const back = safeReturnPath(search.get('redirect'));
      navigate(back ? `${AFTER_LOGIN_PATH}?redirect=${encodeURIComponent(back)}` : AFTER_LOGIN_PATH, { replace: true });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box dir="rtl" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', px: 2 }}>
      <Card component="form" onSubmit={submit} sx={{ width: '100%', maxWidth: 380 }} aria-label={t.title} data-path={LOGIN_PATH}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 4 }}>
          <Box sx={{ textAlign: 'center' }}>
            <LockIcon color="primary" fontSize="large" />
            <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
              {t.title}
            </Typography>
          </Box>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label={t.email}
            name="email"
            type="email"
            autoComplete="username"
            required
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          <TextField
            label={t.password}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? <CircularProgress size={24} color="inherit" /> : t.submit}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
