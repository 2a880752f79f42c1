import { useEffect } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ACCESS_DENIED_PATH } from '@meydan/shared-types/client';
import { getCurrentUser, isStaffUser, safeReturnPath } from './session';

/** After login: staff go to the back office (or where they were heading), everyone else to the site. */
export function RedirectPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  useEffect(() => {
    let cancelled = false;
    getCurrentUser().then((user) => {
      if (cancelled) return;
      const back = safeReturnPath(search.get('redirect'));
      if (isStaffUser(user)) navigate(back ?? '/admin', { replace: true });
      // A reader who was heading for the back office is told why it stays closed; others go to the site.
      else if (back) navigate(ACCESS_DENIED_PATH, { replace: true });
      else window.location.assign('/');
    });
    return () => {
      cancelled = true;
    };
  }, [navigate, search]);
  return (
    <Box dir="rtl" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress />
        <Typography sx={{ mt: 2 }}>در حال انتقال…</Typography>
      </Box>
    </Box>
  );
}
