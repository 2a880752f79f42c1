import {
  AutocompleteInput,
  RadioButtonGroupInput,
  ReferenceInput,
  TextInput,
  required,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Box, Button } from '@mui/material';
import CollectionsIcon from '@mui/icons-material/Collections';
import { Link } from 'react-router-dom';
import { useFormContext } from 'react-hook-form';
import { MediaInput } from '../../inputs/MediaInput';
import { JalaliDateInput } from '../../inputs/JalaliDateInput';
import { TagsInput } from '../../inputs/TagsInput';
import { choicesOf } from '../../layout/filters';
import { ShortLink } from '../../inputs/ShortLink';
import { href, paths } from '../../paths';
import { gallerySection } from '../../dataProvider';
import { VideoPreview } from './VideoPreview';

const ItemsLink = () => {
  const translate = useTranslate();
  const id = useFormContext().getValues('id') as number | undefined;
  if (!id) return null;
  return (
    <Button component={Link} to={href(paths.galleryItems(id))} startIcon={<CollectionsIcon />} variant="outlined" sx={{ my: 1 }}>
      {translate('meydan.gallery.manageItems')}
    </Button>
  );
};

/** Shared by both sections; a video gallery takes an uploaded file or an external URL. */
export const GalleryInputs = () => {
  const kind = gallerySection(useResourceContext() ?? '');
  return (
    <Box sx={{ width: '100%', maxWidth: 760 }}>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="description" multiline minRows={2} fullWidth />
      <MediaInput source="cover" />
      {kind === 'image' && <ItemsLink />}
      {kind === 'video' && (
        <>
          <MediaInput source="video" kind="video" />
          <TextInput source="videoUrl" type="url" fullWidth slotProps={{ htmlInput: { dir: 'ltr' } }} />
          <MediaInput source="poster" />
          <VideoPreview />
        </>
      )}
      <ReferenceInput source="sport" reference="sport">
        <AutocompleteInput optionText="title" filterToQuery={(q: string) => ({ q })} />
      </ReferenceInput>
      <TagsInput />
      <RadioButtonGroupInput
        source="status"
        choices={choicesOf('meydan.choices.publication', ['draft', 'published'])}
        defaultValue="draft"
        row
      />
      <JalaliDateInput source="publishedAt" type="datetime" minuteStep={5} />
      <ShortLink />
    </Box>
  );
};
