import { AutocompleteInput, NumberInput, ReferenceInput, TextInput, required } from 'react-admin';

const byTitle = (q: string) => ({ q });

export const SeasonTeamInputs = () => (
  <>
    <ReferenceInput source="season" reference="season">
      <AutocompleteInput optionText="title" filterToQuery={byTitle} validate={required()} />
    </ReferenceInput>
    <ReferenceInput source="team" reference="team">
      <AutocompleteInput optionText="title" filterToQuery={byTitle} validate={required()} />
    </ReferenceInput>
    <NumberInput source="pointsAdjustment" step={1} defaultValue={0} helperText="برای کسر امتیاز عدد منفی بنویسید" />
    <TextInput source="note" multiline fullWidth />
  </>
);
