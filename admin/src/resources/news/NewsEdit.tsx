import { SimpleForm } from 'react-admin';
import { MeydanEdit, FormToolbar } from '../../layout/forms';
import { FormDraftKeeper } from '../../layout/FormDraftKeeper';
import { PreviewButtons } from '../../layout/PreviewButtons';
import { NewsInputs } from './NewsInputs';

export const NewsEdit = () => (
  <MeydanEdit
    form={
      <SimpleForm toolbar={<FormToolbar />} warnWhenUnsavedChanges>
        <FormDraftKeeper />
        <PreviewButtons kind="news" />
        <NewsInputs />
      </SimpleForm>
    }
  >
    {null}
  </MeydanEdit>
);
