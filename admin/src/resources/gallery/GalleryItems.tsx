import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useDropzone } from 'react-dropzone';
import { Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import SaveIcon from '@mui/icons-material/Save';
import { Title, useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { Gallery, Media } from '@meydan/shared-types/schemas';
import type { MeydanDataProvider } from '../../dataProvider';
import { ValidId } from '../../layout/forms';
import { ACCEPT } from '../../inputs/media';
import { MediaPickerDialog } from '../../media-library/MediaPickerDialog';
import { ItemRow, type EditableItem } from './ItemRow';
import { ItemsSlider, type SlideItem } from './ItemsSlider';

const key = () => Math.random().toString(36).slice(2);

/** /gallery/image/{id}/item: upload many pictures, order, caption and delete them, preview the slider. */
export const GalleryItems = () => (
  <ValidId>
    <ItemsManager />
  </ValidId>
);

function ItemsManager() {
  const id = Number(useParams().id);
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<MeydanDataProvider>();
  const { data: gallery } = useGetOne<Gallery>('gallery/image', { id });
  const stored = useQuery({
    queryKey: ['gallery-items', id],
    queryFn: async () => {
      const items = await dataProvider.getGalleryItems(id);
      const { data: media } = items.length ? await dataProvider.getMany<Media>('media', { ids: items.map((i) => i.media) }) : { data: [] };
      return items.map((i): EditableItem => ({
        key: String(i.id),
        media: media.find((m) => m.id === i.media) ?? null,
        caption: i.caption,
      }));
    },
  });
  const [items, setItems] = useState<EditableItem[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState(false);
  useEffect(() => {
    if (stored.data) setItems(stored.data);
  }, [stored.data]);

  const patch = useCallback(
    (k: string, change: Partial<EditableItem>) =>
      setItems((current) => current?.map((i) => (i.key === k ? { ...i, ...change } : i)) ?? current),
    [],
  );

  const onDrop = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({ key: key(), media: null, caption: null, fileName: file.name, progress: 0, file }));
      setItems((current) => [...(current ?? []), ...added.map(({ file: _f, ...item }) => item)]);
      for (const { key: k, file } of added) {
        dataProvider
          .upload(file, { onProgress: (progress) => patch(k, { progress }) })
          .then((media) => patch(k, { media, progress: 100 }))
          .catch((e: unknown) => patch(k, { error: e instanceof Error ? e.message : translate('meydan.upload.failed') }));
      }
    },
    [dataProvider, patch, translate],
  );
  const { getRootProps, getInputProps, isDragActive } = useDropzone({ onDrop, accept: ACCEPT.image, multiple: true });

  if (!items) return <LinearProgress />;
  const move = (from: number, to: number) =>
    setItems((current) => {
      if (!current) return current;
      const next = [...current];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved);
      return next;
    });
  const ready = items.filter((i): i is EditableItem & { media: Media } => !!i.media);
  const uploading = items.some((i) => !i.media && !i.error);
  const save = async () => {
    setSaving(true);
    try {
      await dataProvider.saveGalleryItems(
        id,
        ready.map((i) => ({ media: i.media.id, caption: i.caption?.trim() || null })),
      );
      notify('meydan.gallery.saved', { type: 'success' });
      await stored.refetch();
    } catch (e) {
      notify(e instanceof Error ? e.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const slides: SlideItem[] = ready.map((i) => ({ key: i.key, media: i.media, caption: i.caption }));

  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 480px' } }}>
      <Title title={`${translate('meydan.gallery.items')}: ${gallery?.title ?? ''}`} />
      <Card sx={{ minWidth: 0 }}>
        <CardContent>
          <Box
            {...getRootProps()}
            sx={{
              border: '2px dashed',
              borderColor: isDragActive ? 'primary.main' : 'divider',
              borderRadius: 2,
              p: 3,
              mb: 2,
              textAlign: 'center',
              cursor: 'pointer',
            }}
          >
            <input {...getInputProps()} data-testid="items-dropzone" />
            <CloudUploadIcon color="primary" />
            <Typography>{translate('meydan.upload.dropMany')}</Typography>
          </Box>
          <Button startIcon={<PhotoLibraryIcon />} onClick={() => setPicking(true)} sx={{ mb: 1 }} data-testid="items-pick">
            {translate('meydan.media.pick')}
          </Button>
          <MediaPickerDialog
            open={picking}
            kind="image"
            onClose={() => setPicking(false)}
            onPick={(media) => {
              setPicking(false);
              setItems((current) => [...(current ?? []), { key: key(), media, caption: null }]);
            }}
          />
          {items.length > 1 && (
            <Typography variant="caption" color="text.secondary">
              {translate('meydan.gallery.dragHint')}
            </Typography>
          )}
          {items.length === 0 && (
            <Typography color="text.secondary" sx={{ my: 2 }}>
              {translate('meydan.gallery.empty')}
            </Typography>
          )}
          {items.map((item, index) => (
            <ItemRow
              key={item.key}
              item={item}
              index={index}
              count={items.length}
              onMove={move}
              onCaption={(caption) => patch(item.key, { caption })}
              onRemove={() => setItems(items.filter((i) => i.key !== item.key))}
            />
          ))}
          <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void save()} disabled={saving || uploading} sx={{ mt: 2 }}>
            {translate('meydan.gallery.saveOrder')}
          </Button>
        </CardContent>
      </Card>
      <Card sx={{ minWidth: 0 }}>
        <CardContent>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            {translate('meydan.gallery.preview')}
          </Typography>
          <ItemsSlider items={slides} />
        </CardContent>
      </Card>
    </Box>
  );
}
