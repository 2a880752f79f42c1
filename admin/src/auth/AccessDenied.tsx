import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '@meydan/shared-types/client';
import { type CurrentUser } from '@meydan/shared-types/schemas';
import { authProvider } from '../authProvider';
import { getCurrentUser } from './session';

const t = {
  title: 'دسترسی به بخش مدیریت ممکن نیست',
  body: 'حساب شما به بخش مدیریت دسترسی ندارد؛ این بخش فقط برای مدیران و دبیران میدان است. اگر باید به آن دسترسی داشته باشید، از مدیر سامانه بخواهید نقش حسابتان را تغییر دهد، یا با حساب دیگری وارد شوید.',
  signedInAs: 'اکنون با این حساب وارد شده‌اید:',
  switchAccount: 'ورود با حساب دیگر',
  site: 'رفتن به سایت',
};

/** Where a logged-in reader lands from a back-office link: what happened and what to do, instead of a silent bounce. */
export function AccessDenied() {
  const navigate = useNavigate();
  const [user, setUser] = useState<CurrentUser | null>(null);
  useEffect(() => {
    void getCurrentUser().then(setUser);
  }, []);

  const switchAccount = async () => {
    await authProvider.logout({});
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <Box dir="rtl" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', px: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 460 }} data-testid="access-denied">
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 4 }}>
          <Box sx={{ textAlign: 'center' }}>
            <BlockIcon color="warning" fontSize="large" />
            <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
              {t.title}
            </Typography>
          </Box>
          <Alert severity="warning" icon={false}>
            {t.body}
          </Alert>
          {user && (
            <Typography variant="body2" color="text.secondary">
              {t.signedInAs}{' '}
              <Box component="bdi" dir="ltr" sx={{ fontWeight: 500 }}>
                {user.email}
              </Box>
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="contained" onClick={() => void switchAccount()}>
              {t.switchAccount}
            </Button>
            <Button variant="outlined" href="/">
              {t.site}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
