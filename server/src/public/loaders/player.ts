import { parseRouteId, publicPaths } from '@meydan/shared-types/public';
import { PLAYER_POSITION_LABELS } from '@meydan/shared-types/labels';
import { type PageData } from '@meydan/shared-types/schemas';
import { Player } from '../../model/player.entity.js';
import { searchContent } from '../../search/search.js';
import { gameCardsIn } from '../card-rows.js';
import { cardsFor } from '../cards.js';
import { notFoundFatal, type LoaderContext } from '../context.js';
import { absolute, breadcrumbLd, pageHead } from '../head.js';
import { largestImageUrl } from '../images.js';
import { playerGameIds, playerSeasonStats } from '../player-stats.js';
import { findNewsByIds } from '../queries.js';
import { wrongSlugRedirect } from './canonical.js';
import { tags } from '../../cache/tags.js';
import { definePage, type Found, type Outcome } from '../define-page.js';
import { sitemapSection, type SitemapRow } from '../sitemap-section.js';

const GAMES = 5;
const NEWS = 6;

/** Whole years from an ISO birth date to `today` (both read as calendar days). */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number);
  const month = today.getUTCMonth() + 1;
  const hadBirthday = month > m || (month === m && today.getUTCDate() >= d);
  return today.getUTCFullYear() - y - (hadBirthday ? 0 : 1);
}

const isoDay = (value: unknown): string | null => {
  if (!value) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
};

/**
 * `/player/{id}/{slug}`: photo and details, the club, this season's appearances, goals, assists and
 * cards, the last games played and news naming the player (the site search, by name).
 */
export async function playerLoader(ctx: LoaderContext): Promise<Found<'player', { image: string | null }> | Outcome> {
  const id = parseRouteId(ctx.request.params.id);
  const player = id ? await ctx.em.findOne(Player, { id }, { populate: ['photo', 'team.logo'] }) : null;
  if (!player) return notFoundFatal(ctx.request.path);
  const moved = wrongSlugRedirect(ctx, publicPaths.player(player.id, player.slug));
  if (moved) return moved;

  const [stats, games, found] = await Promise.all([
    playerSeasonStats(ctx.em, player.id),
    gameCardsIn(ctx.em, playerGameIds(player.id, GAMES)),
    searchContent(ctx.em, player.name, 1),
  ]);
  const newsIds = found.items.filter((r) => r.kind === 'news').map((r) => r.id);
  const news = await findNewsByIds(ctx.em, newsIds.slice(0, NEWS));
  const cards = cardsFor(ctx.mediaUrl);
  const birthDate = isoDay(player.birthDate);
  return {
    about: { image: largestImageUrl(ctx.mediaUrl, player.photo) },
    data: {
      player: {
        id: player.id,
        name: player.name,
        slug: player.slug,
        photo: cards.image(player.photo, player.name),
        birthDate,
        age: birthDate ? ageOn(birthDate, new Date()) : null,
        position: player.position ?? null,
        nationality: player.nationality ?? null,
        height: player.height ?? null,
        preferredFoot: player.preferredFoot ?? null,
        shirtNumber: player.shirtNumber ?? null,
        team: player.team ? cards.team(player.team) : null,
      },
      stats,
      // Latest first: the cards are read in kick-off order.
      last: games.map(cards.game).reverse(),
      news: news.map(cards.news),
    },
  };
}

function playerHead({ player }: PageData<'player'>, ctx: LoaderContext, about: { image: string | null }) {
  const canonical = publicPaths.player(player.id, player.slug);
  const role = player.position ? PLAYER_POSITION_LABELS[player.position] : 'بازیکن';
  const club = player.team ? ` ${player.team.title}` : '';
  return pageHead(ctx, {
    title: player.name,
    description: `${player.name}، ${role}${club}: آمار فصل، گل‌ها، پاس گل‌ها، کارت‌ها، آخرین بازی‌ها و اخبار`,
    canonical,
    image: player.photo,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: player.name,
        url: absolute(ctx, canonical),
        ...(about.image ? { image: absolute(ctx, about.image) } : {}),
        ...(player.birthDate ? { birthDate: player.birthDate } : {}),
        ...(player.nationality ? { nationality: player.nationality } : {}),
        ...(player.height ? { height: { '@type': 'QuantitativeValue', value: player.height, unitCode: 'CMT' } } : {}),
        ...(player.team
          ? {
              memberOf: {
                '@type': 'SportsTeam',
                name: player.team.title,
                url: absolute(ctx, publicPaths.team(player.team.id, player.team.slug)),
              },
            }
          : {}),
      },
      breadcrumbLd(ctx, [
        ...(player.team ? [{ name: player.team.title, path: publicPaths.team(player.team.id, player.team.slug) }] : []),
        { name: player.name, path: canonical },
      ]),
    ],
  });
}

export const playerPage = definePage({
  route: 'player',
  // News naming the player comes and goes with the news list; the counts follow the player's tag (their
  // team-sheet places and events), and a game of theirs starting or finishing names their club's results.
  // A goal elsewhere drops no player's page.
  lists: [tags.list.news],
  item: (id) => [tags.player(id)],
  reads: ({ player }) => (player.team ? [tags.results(player.team.id)] : []),
  load: playerLoader,
  head: playerHead,
  sitemap: {
    section: sitemapSection<SitemapRow & { slug: string }>(
      { name: 'player', order: 9, tags: [tags.layout], from: 'player t', columns: 't.slug', where: 'true' },
      (r) => publicPaths.player(r.id, r.slug),
    ),
  },
});
