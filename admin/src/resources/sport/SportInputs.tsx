import { BooleanInput, NumberInput, TextInput, required } from 'react-admin';
import { Row } from '../../layout/Row';
import { MediaInput } from '../../inputs/MediaInput';

export const SportInputs = () => (
  <>
    <TextInput source="title" validate={required()} fullWidth />
    <MediaInput source="icon" />
    <Row>
      <NumberInput source="winPoints" defaultValue={3} min={-10} max={10} step={1} />
      <NumberInput source="drawPoints" defaultValue={1} min={-10} max={10} step={1} />
      <NumberInput source="lossPoints" defaultValue={0} min={-10} max={10} step={1} />
    </Row>
    <NumberInput source="sortOrder" step={1} />
    <BooleanInput source="isActive" defaultValue />
  </>
);
