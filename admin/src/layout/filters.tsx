import { AutocompleteInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';

/** Filter inputs the lists share; each list picks the ones its API resource declares. */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;

export const referenceFilter = (source: string, reference: string, alwaysOn = false) => (
  <ReferenceInput key={source} source={source} reference={reference} alwaysOn={alwaysOn} perPage={50}>
    <AutocompleteInput optionText="title" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 200 }} />
  </ReferenceInput>
);

export const choicesFilter = (source: string, prefix: string, values: readonly string[], alwaysOn = false) => (
  <SelectInput key={source} source={source} alwaysOn={alwaysOn} choices={values.map((id) => ({ id, name: `${prefix}.${id}` }))} />
);

export const choicesOf = (prefix: string, values: readonly string[]) => values.map((id) => ({ id, name: `${prefix}.${id}` }));
