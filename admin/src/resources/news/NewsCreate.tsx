import { SimpleForm } from 'react-admin';
import { MeydanCreate, FormToolbar } from '../../layout/forms';
import { FormDraftKeeper } from '../../layout/FormDraftKeeper';
import { NewsInputs } from './NewsInputs';

const defaults = { status: 'draft', allowComments: true, teams: [], tags: [], positions: [] };

export const NewsCreate = () => (
  <MeydanCreate
    form={
      <SimpleForm toolbar={<FormToolbar deletable={false} />} defaultValues={defaults} warnWhenUnsavedChanges>
        <FormDraftKeeper />
        <NewsInputs />
      </SimpleForm>
    }
  >
    {null}
  </MeydanCreate>
);
