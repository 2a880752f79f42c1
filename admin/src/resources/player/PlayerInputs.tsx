import { AutocompleteInput, NumberInput, ReferenceInput, SelectInput, TextInput, maxValue, minValue, required } from 'react-admin';
import { LIMITS } from '@meydan/shared-types/constants';
import { PLAYER_POSITIONS, PREFERRED_FEET } from '@meydan/shared-types/schemas';
import { Row } from '../../layout/Row';
import { choicesOf } from '../../layout/filters';
import { JalaliDateInput } from '../../inputs/JalaliDateInput';
import { MediaInput } from '../../inputs/MediaInput';

const byTitle = (q: string) => ({ q });
const { heightCm, shirtNumber } = LIMITS;

export const PlayerInputs = () => (
  <>
    <Row>
      <TextInput source="name" validate={required()} />
      <NumberInput
        source="shirtNumber"
        min={shirtNumber.min}
        max={shirtNumber.max}
        step={1}
        validate={[minValue(shirtNumber.min), maxValue(shirtNumber.max)]}
      />
    </Row>
    <ReferenceInput source="team" reference="team">
      <AutocompleteInput optionText="title" filterToQuery={byTitle} />
    </ReferenceInput>
    <Row>
      <SelectInput source="position" choices={choicesOf('meydan.choices.playerPosition', PLAYER_POSITIONS)} emptyText="—" />
      <SelectInput source="preferredFoot" choices={choicesOf('meydan.choices.foot', PREFERRED_FEET)} emptyText="—" />
    </Row>
    <Row>
      <JalaliDateInput source="birthDate" dateOnly maxDate={new Date()} />
      <NumberInput
        source="height"
        min={heightCm.min}
        max={heightCm.max}
        step={1}
        validate={[minValue(heightCm.min), maxValue(heightCm.max)]}
      />
      <TextInput source="nationality" />
    </Row>
    <MediaInput source="photo" />
  </>
);
