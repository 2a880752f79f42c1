import { NumberInput, TextInput, required } from 'react-admin';

export const AgeInputs = () => (
  <>
    <TextInput source="title" validate={required()} fullWidth />
    <NumberInput source="sortOrder" step={1} />
  </>
);
