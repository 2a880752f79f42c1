import { AutocompleteInput, NumberInput, ReferenceInput, TextInput, required } from 'react-admin';
import { Row } from '../../layout/Row';
import { MediaInput } from '../../inputs/MediaInput';

const byTitle = (q: string) => ({ q });

export const TeamInputs = () => (
  <>
    <Row>
      <TextInput source="title" validate={required()} />
      <TextInput source="shortTitle" />
    </Row>
    <ReferenceInput source="sport" reference="sport">
      <AutocompleteInput optionText="title" filterToQuery={byTitle} validate={required()} />
    </ReferenceInput>
    <Row>
      <TextInput source="city" />
      <NumberInput source="foundedYear" min={1800} max={2100} step={1} />
    </Row>
    <ReferenceInput source="homeStadium" reference="stadium">
      <AutocompleteInput optionText="title" filterToQuery={byTitle} />
    </ReferenceInput>
    <MediaInput source="logo" />
  </>
);
