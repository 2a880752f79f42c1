import { Alert } from '@mui/material';
import {
  BooleanInput,
  PasswordInput,
  SelectInput,
  TextInput,
  email,
  minLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ROLES } from '@meydan/shared-types/constants';
import { choicesOf } from '../../layout/filters';
import { useIsSelf } from './useIsSelf';

/**
 * On create the password is required; on edit, typing one resets it and ends the user's sessions. An
 * admin's own role and active flag are locked, as the server would refuse changing them.
 */
export const UserInputs = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const isSelf = useIsSelf()(record);
  const creating = !record?.id;
  return (
    <>
      {isSelf && (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 560 }} data-testid="self-hint">
          {translate('meydan.user.selfHint')}
        </Alert>
      )}
      <TextInput source="email" type="email" validate={[required(), email()]} slotProps={{ htmlInput: { dir: 'ltr' } }} />
      <TextInput source="displayName" validate={[required(), minLength(2)]} />
      <SelectInput
        source="role"
        choices={choicesOf('meydan.choices.role', ROLES)}
        validate={required()}
        defaultValue="editor"
        disabled={isSelf}
      />
      <BooleanInput source="isActive" defaultValue disabled={isSelf} />
      <PasswordInput
        source="password"
        validate={creating ? [required(), minLength(10)] : minLength(10)}
        helperText={creating ? undefined : translate('meydan.user.resetHint')}
        autoComplete="new-password"
      />
    </>
  );
};
