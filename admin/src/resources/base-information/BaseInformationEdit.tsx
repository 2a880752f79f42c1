import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { BaseInformationInputs } from './BaseInformationInputs';

export const BASE_INFORMATION_ID = 1;

export const BaseInformationEdit = () => (
  <Edit id={BASE_INFORMATION_ID} resource="base-information" mutationMode="pessimistic" redirect={false} actions={false}>
    <SimpleForm toolbar={<Toolbar><SaveButton /></Toolbar>} sx={{ maxWidth: 960 }}>
      <BaseInformationInputs />
    </SimpleForm>
  </Edit>
);
