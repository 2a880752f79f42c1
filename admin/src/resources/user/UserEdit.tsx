import { SimpleForm, useRecordContext } from 'react-admin';
import { FormToolbar, MeydanEdit } from '../../layout/forms';
import { UserInputs } from './UserInputs';
import { useIsSelf } from './useIsSelf';

// The server refuses deleting one's own account; the button is not offered for it.
const UserToolbar = () => {
  const isSelf = useIsSelf();
  return <FormToolbar deletable={!isSelf(useRecordContext())} />;
};

export const UserEdit = () => (
  <MeydanEdit
    form={
      <SimpleForm toolbar={<UserToolbar />} sx={{ maxWidth: 960 }} warnWhenUnsavedChanges>
        <UserInputs />
      </SimpleForm>
    }
  >
    {null}
  </MeydanEdit>
);
