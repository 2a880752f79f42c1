import type { DragEvent } from 'react';
import { Box, IconButton, LinearProgress, Paper, TextField, Typography } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import DeleteIcon from '@mui/icons-material/Delete';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { useTranslate } from 'react-admin';
import type { Media } from '@meydan/shared-types/schemas';
import { previewUrl } from '../../inputs/media';

export interface EditableItem {
  key: string;
  media: Media | null;
  caption: string | null;
  fileName?: string;
  progress?: number;
  error?: string;
}

interface Props {
  item: EditableItem;
  index: number;
  count: number;
  onCaption: (caption: string) => void;
  onRemove: () => void;
  onMove: (from: number, to: number) => void;
}

/** One picture: drag handle (or arrows, for the keyboard), thumbnail, caption, delete; progress while uploading. */
export function ItemRow({ item, index, count, onCaption, onRemove, onMove }: Props) {
  const translate = useTranslate();
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const from = Number(event.dataTransfer.getData('text/plain'));
    if (Number.isInteger(from) && from !== index) onMove(from, index);
  };
  return (
    <Paper
      variant="outlined"
      draggable={!!item.media}
      onDragStart={(e) => e.dataTransfer.setData('text/plain', String(index))}
      onDragOver={(e) => e.preventDefault()}
      onDrop={onDrop}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, mb: 1 }}
      data-testid="gallery-item"
      data-media={item.media?.id ?? ''}
    >
      <DragIndicatorIcon sx={{ cursor: 'grab', color: 'text.secondary' }} />
      <Box sx={{ width: 96, height: 72, flexShrink: 0, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}>
        {item.media && <img src={previewUrl(item.media, 320)} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {item.media ? (
          <TextField
            size="small"
            fullWidth
            label={translate('meydan.gallery.caption')}
            value={item.caption ?? ''}
            onChange={(e) => onCaption(e.target.value)}
            slotProps={{ htmlInput: { 'data-field': 'caption' } }}
          />
        ) : (
          <>
            <Typography variant="body2" noWrap className="latin-digits">
              {item.fileName}
            </Typography>
            {item.error ? (
              <Typography variant="caption" color="error">
                {item.error}
              </Typography>
            ) : (
              <LinearProgress variant="determinate" value={item.progress ?? 0} aria-label={translate('meydan.upload.uploading')} />
            )}
          </>
        )}
      </Box>
      <IconButton size="small" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={translate('ra.action.move_up')}>
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
        aria-label={translate('ra.action.move_down')}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton onClick={onRemove} aria-label={translate('ra.action.delete')}>
        <DeleteIcon />
      </IconButton>
    </Paper>
  );
}
