import { SimpleForm } from 'react-admin';
import { FormToolbar, MeydanCreate } from '../../layout/forms';
import { FormDraftKeeper } from '../../layout/FormDraftKeeper';
import { GalleryInputs } from './GalleryInputs';

export const GalleryCreate = () => (
  <MeydanCreate
    form={
      <SimpleForm toolbar={<FormToolbar deletable={false} />} sx={{ maxWidth: 960 }} warnWhenUnsavedChanges>
        <FormDraftKeeper />
        <GalleryInputs />
      </SimpleForm>
    }
  >
    {null}
  </MeydanCreate>
);
