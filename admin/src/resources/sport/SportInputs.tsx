import { BooleanInput, NumberInput, TextInput, required } from 'react-admin';
import { FOOTBALL_LINEUP, STARTERS_RANGE } from '@meydan/shared-types/sport';
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
    <Row>
      <NumberInput
        source="starters"
        defaultValue={FOOTBALL_LINEUP.starters}
        min={STARTERS_RANGE.min}
        max={STARTERS_RANGE.max}
        step={1}
        helperText="فوتبال ۱۱، فوتسال ۵، والیبال ۶"
      />
      <BooleanInput
        source="hasGoalkeeper"
        defaultValue={FOOTBALL_LINEUP.hasGoalkeeper}
        helperText="آرایش (مانند ۴-۳-۳) خطوط جلوی دروازه‌بان را می‌شمارد؛ بی آن، آرایش یادداشتی اختیاری است."
      />
    </Row>
    <NumberInput source="sortOrder" step={1} />
    <BooleanInput source="isActive" defaultValue />
  </>
);
