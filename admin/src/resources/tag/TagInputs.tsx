import { TextInput, required } from 'react-admin';

export const TagInputs = () => <TextInput source="title" validate={required()} fullWidth />;
