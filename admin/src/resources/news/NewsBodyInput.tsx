import { useMemo, useRef, useState } from 'react';
import { CircularProgress, ToggleButton } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import {
  AlignmentButtons,
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { MeydanDataProvider } from '../../dataProvider';
import { ACCEPT, previewUrl } from '../../inputs/media';
import { MediaPickerDialog } from '../../media-library/MediaPickerDialog';
import { HeadingSelect } from './HeadingSelect';

/** Uploads a picture and inserts it at the cursor, using the 1280 px variant for the article. */
function InsertImageButton() {
  const editor = useTiptapEditor();
  const dataProvider = useDataProvider<MeydanDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const onFile = async (file: File | undefined) => {
    if (!file || !editor) return;
    setBusy(true);
    try {
      const media = await dataProvider.upload(file);
      editor
        .chain()
        .focus()
        .insertContent({ type: 'image', attrs: { src: previewUrl(media, 1280), alt: media.alt ?? '' } })
        .run();
    } catch (e) {
      notify(e instanceof Error ? e.message : 'meydan.upload.failed', { type: 'error' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <ToggleButton
        value="image"
        size="small"
        aria-label={translate('meydan.upload.insertImage')}
        title={translate('meydan.upload.insertImage')}
        disabled={!editor || busy}
        onClick={() => input.current?.click()}
      >
        {busy ? <CircularProgress size={18} /> : <AddPhotoAlternateIcon fontSize="inherit" />}
      </ToggleButton>
      <input
        ref={input}
        type="file"
        hidden
        accept={Object.keys(ACCEPT.image).join(',')}
        data-testid="body-image-input"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
    </>
  );
}

/** Inserts an earlier upload from the library at the cursor. */
function LibraryImageButton() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ToggleButton
        value="library"
        size="small"
        aria-label={translate('meydan.media.pick')}
        title={translate('meydan.media.pick')}
        disabled={!editor}
        onClick={() => setOpen(true)}
      >
        <PhotoLibraryIcon fontSize="inherit" />
      </ToggleButton>
      <MediaPickerDialog
        open={open}
        kind="image"
        onClose={() => setOpen(false)}
        onPick={(media) => {
          setOpen(false);
          editor
            ?.chain()
            .focus()
            .insertContent({ type: 'image', attrs: { src: previewUrl(media, 1280), alt: media.alt ?? '' } })
            .run();
        }}
      />
    </>
  );
}

/** The news body: rich text, sanitized again by the server, with pictures from uploads. */
export function NewsBodyInput() {
  const translate = useTranslate();
  // The editable area is a textbox of its own: named by the field's label, for screen readers and
  // voice control. Kept stable, since the editor is rebuilt whenever its options change.
  const editorOptions = useMemo(
    () => ({ ...DefaultEditorOptions, editorProps: { attributes: { 'aria-label': translate('resources.news.fields.body') } } }),
    [translate],
  );
  return (
    <RichTextInput
      source="body"
      fullWidth
      editorOptions={editorOptions}
      toolbar={
        <RichTextInputToolbar>
          <HeadingSelect />
          <FormatButtons />
          <AlignmentButtons />
          <ListButtons />
          <LinkButtons />
          <QuoteButtons />
          <ClearButtons />
          <InsertImageButton />
          <LibraryImageButton />
        </RichTextInputToolbar>
      }
      // Direction and alignment come from the page (RTL); writing them here would be mirrored to LTR.
      sx={{ '& .ProseMirror': { minHeight: 280 }, '& .ProseMirror img': { maxWidth: '100%' } }}
    />
  );
}
