import { AutocompleteInput, NumberInput, ReferenceInput, TextInput, required } from 'react-admin';
import { Row } from '../../layout/Row';
import { JalaliDateInput } from '../../inputs/JalaliDateInput';

export const WeekInputs = () => (
  <>
    <ReferenceInput source="season" reference="season">
      <AutocompleteInput optionText="title" filterToQuery={(q: string) => ({ q })} validate={required()} />
    </ReferenceInput>
    <NumberInput source="number" min={1} max={100} step={1} validate={required()} />
    <TextInput source="title" />
    <Row>
      <JalaliDateInput source="startsOn" dateOnly />
      <JalaliDateInput source="endsOn" dateOnly />
    </Row>
  </>
);
