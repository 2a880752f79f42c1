import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectArrayInput,
  SimpleFormIterator,
  TextInput,
  required,
  regex,
} from 'react-admin';
import { TIE_BREAKERS } from '@meydan/shared-types/schemas';
import { Row } from '../../layout/Row';
import { MediaInput } from '../../inputs/MediaInput';
import { choicesOf } from '../../layout/filters';

const byTitle = (q: string) => ({ q });
const color = regex(/^#[0-9a-fA-F]{6}$/, 'رنگ به شکل ‎#RRGGBB‎ است');

/** Points left empty fall back to the sport's defaults on the server. */
export const LeagueInputs = () => (
  <>
    <TextInput source="title" validate={required()} fullWidth />
    <Row>
      <ReferenceInput source="sport" reference="sport">
        <AutocompleteInput optionText="title" filterToQuery={byTitle} validate={required()} />
      </ReferenceInput>
      <ReferenceInput source="age" reference="age">
        <AutocompleteInput optionText="title" filterToQuery={byTitle} />
      </ReferenceInput>
    </Row>
    <MediaInput source="logo" />
    <Row>
      <NumberInput source="winPoints" min={-10} max={10} step={1} />
      <NumberInput source="drawPoints" min={-10} max={10} step={1} />
      <NumberInput source="lossPoints" min={-10} max={10} step={1} />
    </Row>
    <SelectArrayInput source="tieBreakers" choices={choicesOf('meydan.choices.tieBreaker', TIE_BREAKERS)} sx={{ minWidth: 320 }} />
    <ArrayInput source="zones">
      <SimpleFormIterator inline>
        <NumberInput source="from" min={1} max={100} validate={required()} />
        <NumberInput source="to" min={1} max={100} validate={required()} />
        <TextInput source="label" validate={required()} />
        <TextInput source="color" type="color" defaultValue="#417df4" validate={[required(), color]} sx={{ width: 100 }} />
      </SimpleFormIterator>
    </ArrayInput>
    <Row>
      <NumberInput source="sortOrder" step={1} />
      <BooleanInput source="isActive" defaultValue />
    </Row>
  </>
);
