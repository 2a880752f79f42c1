import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { FilterForm, ListBase, Pagination, useTranslate } from 'react-admin';
import { MediaGrid } from './MediaGrid';
import { mediaFilters } from './mediaFilters';
import type { Media } from '@meydan/shared-types/schemas';

interface MediaPickerDialogProps {
  open: boolean;
  kind: 'image' | 'video';
  onClose: () => void;
  onPick: (media: Media) => void;
}

/** The library's grid in a dialog: search and filter the uploads of one kind and pick one. */
export function MediaPickerDialog({ open, kind, onClose, onPick }: MediaPickerDialogProps) {
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" fullScreen={small} aria-labelledby="media-picker-title">
      <DialogTitle id="media-picker-title">{translate('meydan.media.pick')}</DialogTitle>
      {/* The dialog sits inside the editor's form in React's tree: its filter form's submit must not reach it. */}
      <DialogContent dividers sx={{ p: 0 }} onSubmit={(e) => e.stopPropagation()} data-testid="media-picker">
        {open && (
          <ListBase resource="media" filter={{ kind }} sort={{ field: 'createdAt', order: 'DESC' }} perPage={12} disableSyncWithLocation>
            <Box sx={{ px: 2 }}>
              <FilterForm filters={mediaFilters({ withKind: false })} />
            </Box>
            <MediaGrid
              actions={(media) => (
                <Button variant="contained" size="small" onClick={() => onPick(media)}>
                  {translate('meydan.media.choose')}
                </Button>
              )}
            />
            <Pagination rowsPerPageOptions={[12]} />
          </ListBase>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
