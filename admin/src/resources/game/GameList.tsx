import { BooleanInput, Button, DataTable, List, ReferenceField, SelectField, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Typography } from '@mui/material';
import ScoreboardIcon from '@mui/icons-material/Scoreboard';
import GroupsIcon from '@mui/icons-material/Groups';
import { GAME_STATUSES, type Game } from '@meydan/shared-types/schemas';
import { toPersianDigits } from '@meydan/shared-types/text';
import { choicesFilter, choicesOf, referenceFilter } from '../../layout/filters';
import { dateRangeFilters } from '../../layout/dateFilters';
import { DateField } from '../../calendar/DateField';
import { href, paths } from '../../paths';
import { ListActions } from '../../layout/ListActions';
import { LiveDeskButton } from './LiveDeskButton';

const filters = [
  referenceFilter('season', 'season', true),
  referenceFilter('week', 'week'),
  referenceFilter('team', 'team', true),
  choicesFilter('status', 'meydan.choices.game', GAME_STATUSES, true),
  ...dateRangeFilters('kickoffAt'),
  <BooleanInput key="needsResult" source="needsResult" />,
];

const Score = () => {
  const game = useRecordContext<Game>();
  if (!game || game.homeScore === null || game.awayScore === null) return <Typography variant="body2">—</Typography>;
  return (
    <Typography variant="body2" dir="ltr" sx={{ fontWeight: 700 }}>
      {toPersianDigits(`${game.awayScore} - ${game.homeScore}`)}
    </Typography>
  );
};

const ResultButton = () => {
  const game = useRecordContext<Game>();
  const translate = useTranslate();
  if (!game) return null;
  return (
    <Button
      component={Link}
      to={href(paths.gameResult(game.id))}
      label={translate('meydan.game.result')}
      onClick={(e) => e.stopPropagation()}
    >
      <ScoreboardIcon />
    </Button>
  );
};

const LineupButton = () => {
  const game = useRecordContext<Game>();
  const translate = useTranslate();
  if (!game) return null;
  return (
    <Button
      component={Link}
      to={href(paths.gameLineup(game.id))}
      label={translate('meydan.lineup.open')}
      onClick={(e) => e.stopPropagation()}
    >
      <GroupsIcon />
    </Button>
  );
};

export const GameList = () => (
  <List filters={filters} sort={{ field: 'kickoffAt', order: 'DESC' }} actions={<ListActions />}>
    <DataTable rowClick="edit">
      <DataTable.Col source="kickoffAt">
        <DateField source="kickoffAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="homeTeam">
        <ReferenceField source="homeTeam" reference="team" link={false} />
      </DataTable.Col>
      <DataTable.Col source="score" disableSort>
        <Score />
      </DataTable.Col>
      <DataTable.Col source="awayTeam">
        <ReferenceField source="awayTeam" reference="team" link={false} />
      </DataTable.Col>
      <DataTable.Col source="status">
        <SelectField source="status" choices={choicesOf('meydan.choices.game', GAME_STATUSES)} />
      </DataTable.Col>
      <DataTable.Col source="week">
        <ReferenceField source="week" reference="week" link={false} />
      </DataTable.Col>
      <DataTable.Col disableSort>
        <LiveDeskButton />
        <ResultButton />
        <LineupButton />
      </DataTable.Col>
    </DataTable>
  </List>
);
