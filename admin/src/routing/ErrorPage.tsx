import { Box, Button, Typography } from '@mui/material';
import { ERROR_COPY, errorVariant } from '@meydan/shared-types/client';
import { toPersianDigits } from '@meydan/shared-types/text';

export interface ErrorPageProps {
  status?: number;
  /** Shown small under the copy, e.g. the path that failed its validity check. */
  detail?: string;
}

/** The spec's error page outside the admin layout: a 404 variant and a generic 500 one. */
export function ErrorPage({ status = 500, detail }: ErrorPageProps) {
  const copy = ERROR_COPY[errorVariant(status)];
  return (
    <Box component="main" dir="rtl" role="alert" data-status={status} sx={{ p: 6, textAlign: 'center', fontFamily: 'inherit' }}>
      <Typography variant="h2" component="p" color="text.secondary">
        {toPersianDigits(String(status))}
      </Typography>
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {copy.title}
      </Typography>
      <Typography color="text.secondary">{copy.description}</Typography>
      {detail && (
        <Typography variant="caption" component="p" dir="ltr" sx={{ mt: 1 }}>
          {detail}
        </Typography>
      )}
      <Button href="/" variant="contained" sx={{ mt: 3 }}>
        {copy.action}
      </Button>
    </Box>
  );
}
