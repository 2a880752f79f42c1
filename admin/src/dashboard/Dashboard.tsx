import { Box, Typography } from '@mui/material';
import CommentIcon from '@mui/icons-material/Comment';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TodayIcon from '@mui/icons-material/Today';
import WarningIcon from '@mui/icons-material/Warning';
import ArticleIcon from '@mui/icons-material/Article';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { formatDate, tehranDayRange, tehranJalaliDate } from '@meydan/shared-types/calendar';
import { type Comment, type Game, type News } from '@meydan/shared-types/schemas';
import { useCalendar } from '../calendar/useCalendar';
import { href, paths } from '../paths';
import { DashboardCard } from './DashboardCard';
import { GameTitle } from './GameTitle';

const listWith = (resource: string, filter: Record<string, unknown>) =>
  `${href(paths.list(resource))}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** Today in Tehran, where the games are played, whatever zone the browser is set to. */
function today() {
  const { start, end } = tehranDayRange(tehranJalaliDate());
  return { kickoffAt_gte: start.toISOString(), kickoffAt_lte: new Date(end.getTime() - 1).toISOString() };
}

/** What needs attention today, each tile linking to its filtered list. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [calendar] = useCalendar();
  const when = (iso: string | null) => (iso ? formatDate(iso, { calendar, time: true }) : '');
  const newsEdit = (n: News) => href(paths.edit('news', n.id));
  const gameResult = (g: Game) => href(paths.gameResult(g.id));
  const todayFilter = today();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('ra.page.dashboard')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('meydan.dashboard.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <DashboardCard<Comment>
          title="meydan.dashboard.pendingComments"
          resource="comment"
          icon={<CommentIcon color="warning" />}
          filter={{ status: 'pending' }}
          sort={{ field: 'createdAt', order: 'DESC' }}
          to={listWith('comment', { status: 'pending' })}
          itemHref={(c) => href(paths.edit('comment', c.id))}
          primary={(c) => c.body}
          secondary={(c) => c.authorName}
        />
        <DashboardCard<News>
          title="meydan.dashboard.drafts"
          resource="news"
          icon={<EditNoteIcon color="action" />}
          filter={{ state: 'draft' }}
          sort={{ field: 'updatedAt', order: 'DESC' }}
          to={listWith('news', { state: 'draft' })}
          itemHref={newsEdit}
          primary={(n) => n.title}
          secondary={(n) => when(n.updatedAt)}
        />
        <DashboardCard<News>
          title="meydan.dashboard.scheduled"
          resource="news"
          icon={<ScheduleIcon color="info" />}
          filter={{ state: 'scheduled' }}
          sort={{ field: 'publishedAt', order: 'ASC' }}
          to={listWith('news', { state: 'scheduled' })}
          itemHref={newsEdit}
          primary={(n) => n.title}
          secondary={(n) => when(n.publishedAt)}
        />
        <DashboardCard<Game>
          title="meydan.dashboard.todayGames"
          resource="game"
          icon={<TodayIcon color="primary" />}
          filter={todayFilter}
          sort={{ field: 'kickoffAt', order: 'ASC' }}
          to={listWith('game', todayFilter)}
          itemHref={gameResult}
          primary={(g) => <GameTitle game={g} />}
          secondary={(g) => when(g.kickoffAt)}
        />
        <DashboardCard<Game>
          title="meydan.dashboard.needsResult"
          resource="game"
          icon={<WarningIcon color="error" />}
          filter={{ needsResult: true }}
          sort={{ field: 'kickoffAt', order: 'DESC' }}
          to={listWith('game', { needsResult: true })}
          itemHref={gameResult}
          primary={(g) => <GameTitle game={g} />}
          secondary={(g) => when(g.kickoffAt)}
        />
        <DashboardCard<News>
          title="meydan.dashboard.latestNews"
          resource="news"
          icon={<ArticleIcon color="success" />}
          filter={{}}
          sort={{ field: 'createdAt', order: 'DESC' }}
          to={href(paths.list('news'))}
          itemHref={newsEdit}
          primary={(n) => n.title}
          secondary={(n) => when(n.publishedAt ?? n.createdAt)}
        />
      </Box>
    </Box>
  );
};
