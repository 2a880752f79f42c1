import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  ReferenceInput,
  TextInput,
  required,
  useTranslate,
} from 'react-admin';
import { Box, Paper, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import type { ReactNode } from 'react';
import { MediaInput } from '../../inputs/MediaInput';
import { JalaliDateInput } from '../../inputs/JalaliDateInput';
import { TagsInput } from '../../inputs/TagsInput';
import { choicesOf } from '../../layout/filters';
import { GameOption, gameInputText } from '../../inputs/GameOption';
import { NewsBodyInput } from './NewsBodyInput';
import { ShortLink } from '../../inputs/ShortLink';
import { NewsPreview } from './NewsPreview';
import { PublishNowButton } from './PublishNowButton';

const byTitle = (q: string) => ({ q });

const Panel = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Paper>
  );
};

/** Shared by create and edit: the text on the start side, publishing and links beside it. */
export const NewsInputs = () => {
  const sport = useWatch({ name: 'sport' }) as number | null | undefined;
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 360px' } }}>
      <Box sx={{ minWidth: 0 }}>
        <TextInput source="rutitr" fullWidth />
        <TextInput source="title" validate={required()} fullWidth />
        <TextInput source="lead" multiline minRows={2} fullWidth />
        <NewsBodyInput />
        <Panel title="meydan.news.seo">
          <TextInput source="seoTitle" fullWidth />
          <TextInput source="seoDescription" multiline fullWidth />
        </Panel>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Panel title="meydan.news.publishing">
          <RadioButtonGroupInput source="status" choices={choicesOf('meydan.choices.publication', ['draft', 'published'])} row />
          {/* Side by side where the panel is wide; in the narrow side column the button wraps under the date. */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flex: '1 1 230px', minWidth: 0 }}>
              <JalaliDateInput
                source="publishedAt"
                type="datetime"
                minuteStep={5}
                openParam="picker"
                fullWidth
                helperText="زمان آینده یعنی انتشار زمان‌بندی‌شده"
              />
            </Box>
            <PublishNowButton />
          </Box>
          <BooleanInput source="allowComments" />
          <ShortLink />
          <NewsPreview />
        </Panel>
        <Panel title="resources.news.fields.cover">
          <MediaInput source="cover" label={false} />
          <TextInput source="coverAlt" fullWidth />
        </Panel>
        <Panel title="meydan.news.links">
          <ReferenceInput source="sport" reference="sport">
            <AutocompleteInput optionText="title" filterToQuery={byTitle} fullWidth />
          </ReferenceInput>
          <ReferenceInput source="league" reference="league" filter={sport ? { sport } : {}}>
            <AutocompleteInput optionText="title" filterToQuery={byTitle} fullWidth />
          </ReferenceInput>
          <ReferenceArrayInput source="teams" reference="team" filter={sport ? { sport } : {}}>
            <AutocompleteArrayInput optionText="title" filterToQuery={byTitle} fullWidth />
          </ReferenceArrayInput>
          <ReferenceInput source="game" reference="game" sort={{ field: 'kickoffAt', order: 'DESC' }}>
            <AutocompleteInput optionText={<GameOption />} inputText={gameInputText} matchSuggestion={() => true} fullWidth />
          </ReferenceInput>
          <BooleanInput source="isGameReport" helperText="meydan.news.gameReportHint" />
          <TagsInput />
          <ReferenceArrayInput source="positions" reference="position">
            <AutocompleteArrayInput optionText="title" filterToQuery={byTitle} fullWidth />
          </ReferenceArrayInput>
        </Panel>
      </Box>
    </Box>
  );
};
