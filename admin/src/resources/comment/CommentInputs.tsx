import { Labeled, RadioButtonGroupInput, ReferenceField, TextField, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { Box, Button, Paper, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from 'react-router-dom';
import { COMMENT_STATUSES, type Comment } from '@meydan/shared-types/schemas';
import { choicesOf } from '../../layout/filters';
import { DateField } from '../../calendar/DateField';
import { href, paths } from '../../paths';

/** The reader's comment read-only; staff set its status and write the reply. */
export const CommentInputs = () => {
  const record = useRecordContext<Comment>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ width: '100%', maxWidth: 760 }}>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <Labeled source="authorName">
            <TextField source="authorName" />
          </Labeled>
          <Labeled source="authorEmail">
            <TextField source="authorEmail" />
          </Labeled>
          <Labeled source="createdAt">
            <DateField source="createdAt" showTime />
          </Labeled>
          <Labeled source="news">
            <ReferenceField source="news" reference="news" link={false} />
          </Labeled>
        </Box>
        <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap' }} data-testid="comment-body">
          {record.body}
        </Typography>
        <Button component={Link} to={href(paths.edit('news', record.news))} startIcon={<OpenInNewIcon />} size="small" sx={{ mt: 1 }}>
          {translate('meydan.comment.openNews')}
        </Button>
      </Paper>
      <RadioButtonGroupInput source="status" choices={choicesOf('meydan.choices.comment', COMMENT_STATUSES)} row />
      <TextInput source="reply" multiline minRows={3} fullWidth />
    </Box>
  );
};
