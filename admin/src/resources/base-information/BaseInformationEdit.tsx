import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { ConflictProvider } from '../../layout/conflict/ConflictContext';
import { ConflictResolver } from '../../layout/conflict/ConflictResolver';
import { BaseInformationInputs } from './BaseInformationInputs';

export const BASE_INFORMATION_ID = 1;

export const BaseInformationEdit = () => (
  <ConflictProvider>
    {(onError) => (
      <Edit
        id={BASE_INFORMATION_ID}
        resource="base-information"
        mutationMode="pessimistic"
        redirect={false}
        actions={false}
        mutationOptions={{ onError }}
      >
        <SimpleForm
          toolbar={
            <Toolbar>
              <SaveButton />
              <ConflictResolver />
            </Toolbar>
          }
          sx={{ maxWidth: 960 }}
          warnWhenUnsavedChanges
        >
          <BaseInformationInputs />
        </SimpleForm>
      </Edit>
    )}
  </ConflictProvider>
);
