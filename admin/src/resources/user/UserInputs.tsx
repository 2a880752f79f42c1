import { BooleanInput, PasswordInput, SelectInput, TextInput, email, minLength, required, useRecordContext, useTranslate } from 'react-admin';
import { ROLES } from '@meydan/shared-types';
import { choicesOf } from '../../layout/filters';

/** On create the password is required; on edit, typing one resets it and ends the user's sessions. */
export const UserInputs = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const creating = !record?.id;
  return (
    <>
      <TextInput source="email" type="email" validate={[required(), email()]} slotProps={{ htmlInput: { dir: 'ltr' } }} />
      <TextInput source="displayName" validate={[required(), minLength(2)]} />
      <SelectInput source="role" choices={choicesOf('meydan.choices.role', ROLES)} validate={required()} defaultValue="editor" />
      <BooleanInput source="isActive" defaultValue />
      <PasswordInput
        source="password"
        validate={creating ? [required(), minLength(10)] : minLength(10)}
        helperText={creating ? undefined : translate('meydan.user.resetHint')}
        autoComplete="new-password"
      />
    </>
  );
};
