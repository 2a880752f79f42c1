import type { ComponentType } from 'react';
import { Box, Button, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import { Link } from 'react-router-dom';
import { Title, usePermissions, useResourceContext, useTranslate } from 'react-admin';
import { ADMIN_BASE } from '../paths';

/** Says which section is for admins and leads back to the dashboard, where react-admin would show a bare "access denied". */
function AdminOnlyNotice() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const names = translate(`resources.${resource}.name`, { smart_count: 2 });
  const message = translate('meydan.errors.adminOnly', { names });
  return (
    <Box role="alert" data-testid="admin-only" sx={{ p: 4, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <Title title={names} />
      <LockIcon color="warning" fontSize="large" />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {message}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('meydan.errors.adminOnlyHint')}
      </Typography>
      <Button component={Link} to={ADMIN_BASE} variant="contained">
        {translate('meydan.errors.back')}
      </Button>
    </Box>
  );
}

/** A screen only admins may open; anyone else gets the notice instead of the screen's requests. */
export function adminOnly<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  return function AdminOnlyScreen(props: P) {
    const { permissions, isPending } = usePermissions<string>();
    if (isPending) return null;
    return permissions === 'admin' ? <Screen {...props} /> : <AdminOnlyNotice />;
  };
}
