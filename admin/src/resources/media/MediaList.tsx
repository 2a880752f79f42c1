import { useRef, useState } from 'react';
import { Button, LinearProgress } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import {
  DeleteWithConfirmButton,
  List,
  Pagination,
  RecordContextProvider,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { MeydanDataProvider } from '../../dataProvider';
import { ACCEPT } from '../../inputs/media';
import { MediaGrid } from '../../media-library/MediaGrid';
import { mediaFilters } from '../../media-library/mediaFilters';
import type { Media } from '@meydan/shared-types/schemas';

const accept = Object.entries({ ...ACCEPT.image, ...ACCEPT.video })
  .flatMap(([type, ext]) => [type, ...ext])
  .join(',');

/** Uploads straight into the library, for pictures no form has asked for yet. */
function UploadButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<MeydanDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      await dataProvider.upload(file, { onProgress: setProgress });
      notify('meydan.media.uploaded', { type: 'success' });
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : 'meydan.upload.failed', { type: 'error' });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <Button startIcon={<CloudUploadIcon />} onClick={() => input.current?.click()} disabled={progress !== null}>
        {translate('meydan.media.upload')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        data-testid="library-upload"
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      {progress !== null && <LinearProgress variant="determinate" value={progress} sx={{ width: 120, alignSelf: 'center' }} />}
    </>
  );
}

/** A delete that the server refuses, with a message naming the uses, while the upload is in use. */
const deleteAction = (media: Media) => (
  <RecordContextProvider value={media}>
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={false}
      confirmTitle="meydan.media.confirmDelete"
      confirmContent={media.usedBy.length ? 'meydan.media.confirmDeleteUsed' : 'ra.message.are_you_sure'}
    />
  </RecordContextProvider>
);

/** /admin/media: every upload, newest first, filtered and searched, with alt text edited in place. */
export function MediaList() {
  return (
    <List
      resource="media"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={24}
      filters={mediaFilters()}
      actions={
        <TopToolbar>
          <UploadButton />
        </TopToolbar>
      }
      pagination={<Pagination rowsPerPageOptions={[12, 24, 48]} />}
      empty={false}
    >
      <MediaGrid editable actions={deleteAction} />
    </List>
  );
}
