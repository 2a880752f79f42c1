import { Box, Button, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

/**
 * The spec's non-fatal "Page not found" for an unmatched path: shown inside the layout, the
 * menu stays usable. A failed validity check (`fatal`) names the path instead.
 */
export function NotFound({ fatal = false }: { fatal?: boolean }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const message = fatal ? translate('meydan.errors.notFoundPath', { path: pathname }) : translate('meydan.errors.notFound');
  return (
    <Box sx={{ p: 4, textAlign: 'center' }} role="alert" data-status="404">
      <Title title={translate('meydan.errors.notFound')} />
      <Typography variant="h2" component="p" color="text.secondary">
        ۴۰۴
      </Typography>
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {message}
      </Typography>
      <Button component={Link} to="/admin" variant="contained">
        {translate('meydan.errors.back')}
      </Button>
    </Box>
  );
}
