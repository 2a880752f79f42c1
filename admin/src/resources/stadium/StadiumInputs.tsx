import { NumberInput, TextInput, required } from 'react-admin';
import { MediaInput } from '../../inputs/MediaInput';

export const StadiumInputs = () => (
  <>
    <TextInput source="title" validate={required()} fullWidth />
    <TextInput source="city" />
    <NumberInput source="capacity" min={0} max={300000} step={1} />
    <TextInput source="address" multiline fullWidth />
    <MediaInput source="image" />
  </>
);
