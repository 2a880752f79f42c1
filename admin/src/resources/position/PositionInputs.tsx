import { NumberInput, TextInput, regex, required } from 'react-admin';

const keyFormat = regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'کلید فقط حروف کوچک لاتین، رقم و خط تیره است');

export const PositionInputs = () => (
  <>
    <TextInput source="title" validate={required()} fullWidth />
    <TextInput
      source="key"
      validate={[required(), keyFormat]}
      helperText="home-slider, second-headline, editor-picks"
      slotProps={{ htmlInput: { dir: 'ltr' } }}
    />
    <NumberInput source="capacity" min={1} max={50} step={1} />
    <NumberInput source="sortOrder" step={1} />
  </>
);
