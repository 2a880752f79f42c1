import { Box, Typography } from '@mui/material';
import ArticleIcon from '@mui/icons-material/Article';
import { CreateButton, useTranslate } from 'react-admin';

/** Shown before the first news item exists: what to do next, not a blank table. */
export const NewsEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <ArticleIcon sx={{ fontSize: 72, color: 'text.disabled' }} />
      <Typography variant="h6" sx={{ my: 1 }}>
        {translate('ra.page.empty', { name: translate('resources.news.name', { smart_count: 2 }) })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('ra.page.invite')}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
};
