import { SimpleForm } from 'react-admin';
import { FormToolbar, MeydanEdit } from '../../layout/forms';
import { FormDraftKeeper } from '../../layout/FormDraftKeeper';
import { PreviewButtons } from '../../layout/PreviewButtons';
import { GalleryInputs } from './GalleryInputs';

export const GalleryEdit = () => (
  <MeydanEdit
    form={
      <SimpleForm toolbar={<FormToolbar />} sx={{ maxWidth: 960 }} warnWhenUnsavedChanges>
        <FormDraftKeeper />
        <PreviewButtons kind="gallery" />
        <GalleryInputs />
      </SimpleForm>
    }
  >
    {null}
  </MeydanEdit>
);
