import {
  AutocompleteInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { Row } from '../../layout/Row';
import { useWatch } from 'react-hook-form';
import { GAME_STATUSES } from '@meydan/shared-types/schemas';
import { JalaliDateInput } from '../../inputs/JalaliDateInput';
import { choicesOf } from '../../layout/filters';

const byTitle = (q: string) => ({ q });

/**
 * A game's teams are limited to its season's teams and its week to its season: the choices are
 * filtered by the picked season, and the server checks the same rules.
 */
export const GameInputs = () => {
  const season = useWatch({ name: 'season' }) as number | undefined;
  const inSeason = season ? { season } : {};
  return (
    <>
      <ReferenceInput source="season" reference="season" sort={{ field: 'id', order: 'DESC' }}>
        <AutocompleteInput optionText="title" filterToQuery={byTitle} validate={required()} />
      </ReferenceInput>
      <ReferenceInput source="week" reference="week" filter={inSeason} sort={{ field: 'number', order: 'ASC' }}>
        <AutocompleteInput disabled={!season} filterToQuery={byTitle} />
      </ReferenceInput>
      <Row>
        <ReferenceInput source="homeTeam" reference="team" filter={inSeason}>
          <AutocompleteInput optionText="title" filterToQuery={byTitle} validate={required()} disabled={!season} />
        </ReferenceInput>
        <ReferenceInput source="awayTeam" reference="team" filter={inSeason}>
          <AutocompleteInput optionText="title" filterToQuery={byTitle} validate={required()} disabled={!season} />
        </ReferenceInput>
      </Row>
      <JalaliDateInput source="kickoffAt" type="datetime" minuteStep={5} validate={required()} />
      <ReferenceInput source="stadium" reference="stadium">
        <AutocompleteInput optionText="title" filterToQuery={byTitle} />
      </ReferenceInput>
      <SelectInput source="status" choices={choicesOf('meydan.choices.game', GAME_STATUSES)} defaultValue="scheduled" />
      <Row>
        <NumberInput source="homeScore" min={0} max={999} step={1} />
        <NumberInput source="awayScore" min={0} max={999} step={1} />
        <NumberInput source="homeHalfScore" min={0} max={999} step={1} />
        <NumberInput source="awayHalfScore" min={0} max={999} step={1} />
      </Row>
      <Row>
        <TextInput source="referee" />
        <NumberInput source="attendance" min={0} max={300000} step={1} />
      </Row>
      <ReportNewsInput />
    </>
  );
};

/**
 * The report is kept on the news item (about this game, marked as its report): the choices are this
 * game's published or scheduled news, so there are none before the game is saved.
 */
const ReportNewsInput = () => {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  if (!record?.id)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('meydan.game.reportAfterCreate')}
      </Typography>
    );
  return (
    <ReferenceInput
      source="reportNews"
      reference="news"
      filter={{ game: record.id, status: 'published' }}
      sort={{ field: 'publishedAt', order: 'DESC' }}
    >
      <AutocompleteInput optionText="title" filterToQuery={byTitle} helperText="meydan.game.reportHint" fullWidth />
    </ReferenceInput>
  );
};
