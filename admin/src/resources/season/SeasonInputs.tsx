import { AutocompleteInput, BooleanInput, ReferenceInput, TextInput, required } from 'react-admin';
import { Row } from '../../layout/Row';
import { JalaliDateInput } from '../../inputs/JalaliDateInput';

export const SeasonInputs = () => (
  <>
    <ReferenceInput source="league" reference="league">
      <AutocompleteInput optionText="title" filterToQuery={(q: string) => ({ q })} validate={required()} />
    </ReferenceInput>
    <TextInput source="title" validate={required()} helperText="۱۴۰۴-۱۴۰۵" />
    <Row>
      <JalaliDateInput source="startsOn" dateOnly />
      <JalaliDateInput source="endsOn" dateOnly />
    </Row>
    <BooleanInput source="isCurrent" helperText="در هر لیگ فقط یک فصل جاری است" />
  </>
);
