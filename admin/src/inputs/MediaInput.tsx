import { useCallback, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { FieldTitle, useDataProvider, useGetOne, useInput, useTranslate, type InputProps } from 'react-admin';
import type { Media } from '@meydan/shared-types/schemas';
import type { MeydanDataProvider } from '../dataProvider';
import { MediaPickerDialog } from '../media-library/MediaPickerDialog';
import { ACCEPT, previewUrl } from './media';

export interface MediaInputProps extends InputProps {
  kind?: 'image' | 'video';
}

/**
 * A media reference: upload through a dropzone (with progress) or pick an earlier upload from the
 * library, then a preview of what is stored.
 */
export function MediaInput({ kind = 'image', ...props }: MediaInputProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<MeydanDataProvider>();
  const { field, fieldState, isRequired } = useInput(props);
  const id = typeof field.value === 'number' ? field.value : null;
  const { data: media } = useGetOne<Media>('media', { id: id ?? 0 }, { enabled: id !== null });
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);

  const onDrop = useCallback(
    async (files: File[]) => {
      const file = files[0];
      if (!file) return;
      setError(null);
      setProgress(0);
      try {
        const uploaded = await dataProvider.upload(file, { onProgress: setProgress });
        field.onChange(uploaded.id);
      } catch (e) {
        setError(e instanceof Error ? e.message : 'meydan.upload.failed');
      } finally {
        setProgress(null);
      }
    },
    [dataProvider, field],
  );

  const { getRootProps, getInputProps, isDragActive } = useDropzone({ onDrop, multiple: false, accept: ACCEPT[kind] });
  const message = error ?? (fieldState.invalid ? fieldState.error?.message : undefined);
  return (
    <Box sx={{ my: 1, width: '100%', maxWidth: 520 }} data-source={props.source}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        <FieldTitle label={props.label} source={props.source} resource={props.resource} isRequired={isRequired} />
      </Typography>
      {media && id !== null ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {media.kind === 'image' ? (
            <img src={previewUrl(media, 320)} alt={media.alt ?? ''} style={{ maxWidth: 240, maxHeight: 160, borderRadius: 6 }} />
          ) : (
            <video src={media.url} controls style={{ maxWidth: 280, maxHeight: 160 }} />
          )}
          <IconButton aria-label={translate('meydan.upload.remove')} onClick={() => field.onChange(null)}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ) : (
        <Box
          {...getRootProps()}
          sx={{
            border: '2px dashed',
            borderColor: isDragActive ? 'primary.main' : 'divider',
            borderRadius: 2,
            p: 3,
            textAlign: 'center',
            cursor: 'pointer',
            bgcolor: isDragActive ? 'action.hover' : 'transparent',
          }}
        >
          <input {...getInputProps()} data-testid={`dropzone-${props.source}`} />
          <CloudUploadIcon color="primary" />
          <Typography variant="body2">{translate('meydan.upload.drop')}</Typography>
        </Box>
      )}
      <Button
        size="small"
        startIcon={<PhotoLibraryIcon />}
        onClick={() => setPicking(true)}
        sx={{ mt: 0.5 }}
        data-testid={`pick-${props.source}`}
      >
        {translate('meydan.media.pick')}
      </Button>
      <MediaPickerDialog
        open={picking}
        kind={kind}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          setError(null);
          field.onChange(picked.id);
          setPicking(false);
        }}
      />
      {progress !== null && (
        <Box sx={{ mt: 1 }} aria-label={translate('meydan.upload.uploading')}>
          <LinearProgress variant="determinate" value={progress} />
        </Box>
      )}
      {message && (
        <Typography color="error" variant="caption">
          {translate(message, { _: message })}
        </Typography>
      )}
    </Box>
  );
}
