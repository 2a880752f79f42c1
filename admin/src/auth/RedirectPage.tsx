import { useEffect } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getCurrentUser, isStaffUser, safeReturnPath } from './session';

/** After login: staff go to the back office (or where they were heading), everyone else to the site. */
export function RedirectPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  useEffect(() => {
    let cancelled = false;
    getCurrentUser().then((user) => {
      if (cancelled) return;
      if (isStaffUser(user)) navigate(safeReturnPath(search.get('redirect')) ?? '/admin', { replace: true });
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
