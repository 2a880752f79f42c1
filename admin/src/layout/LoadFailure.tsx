import { Box, Button, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Link } from 'react-router-dom';
import { useEditContext, useResourceContext, useTranslate, type HttpError } from 'react-admin';
import { href, paths } from '../paths';

/**
 * Shown in place of a form whose record could not be read: a missing id says so and offers the list;
 * any other failure gives the server's reason and a retry.
 */
export function LoadFailure() {
  const { error, refetch } = useEditContext();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const name = translate(`resources.${resource}.name`, { smart_count: 1 });
  const missing = (error as HttpError | null)?.status === 404;
  const message = missing
    ? translate('meydan.errors.missing', { name })
    : translate('meydan.errors.loadFailed', { name, message: (error as Error | null)?.message ?? '' });
  return (
    <Box role="alert" data-testid="load-failure" data-status={missing ? 404 : 500} sx={{ p: 4, textAlign: 'center' }}>
      {missing ? <SearchOffIcon color="action" fontSize="large" /> : <ErrorOutlineIcon color="error" fontSize="large" />}
      <Typography variant="h6" component="p" sx={{ my: 2 }}>
        {message}
      </Typography>
      {missing ? (
        <Button component={Link} to={href(paths.list(resource))} variant="contained">
          {translate('meydan.errors.toList', { names: translate(`resources.${resource}.name`, { smart_count: 2 }) })}
        </Button>
      ) : (
        <Button onClick={() => void refetch()} variant="contained">
          {translate('meydan.errors.retry')}
        </Button>
      )}
    </Box>
  );
}
