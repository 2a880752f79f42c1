import type { PlayerPosition } from '@meydan/shared-types/schemas';
import { FOOTBALL_LINEUP } from '@meydan/shared-types/sport';
import { normalizeText, toSearchKey } from '@meydan/shared-types/text';
import { Age } from '../model/age.entity.js';
import { League } from '../model/league.entity.js';
import { Position } from '../model/position.entity.js';
import { Sport } from '../model/sport.entity.js';
import { Stadium } from '../model/stadium.entity.js';
import { Tag } from '../model/tag.entity.js';
import { Team } from '../model/team.entity.js';
import { insertRows } from './bulk-insert.js';
import { squad, personName } from './catalog/people.js';
import { AGES, LEAGUES, POSITIONS, SPORTS, type LeagueSeed } from './catalog/sports.js';
import { ARENAS, STADIUMS, type StadiumSeed } from './catalog/stadiums.js';
import { TOPIC_TAGS } from './catalog/tags.js';
import { TEAMS } from './catalog/teams.js';
import type { SeedContext } from './seed-context.js';

/** A squad member as the games and team sheets pick them. */
export interface RosterEntry {
  id: number;
  shirtNumber: number;
  position: PlayerPosition | null;
}

export interface TeamRef {
  id: number;
  title: string;
  shortTitle: string;
  city: string;
  stadiumId: number;
  stadiumTitle: string;
  capacity: number;
  squad: string[];
  /** The squad's player records, in squad order (see demo-players.ts). */
  roster: RosterEntry[];
  /** How the team lines up; football teams only. */
  formation: string | null;
  coach: string;
  /** Relative strength; the big clubs win more often, so the table looks like a real one. */
  strength: number;
  tagId: number | null;
}

export interface LeagueRef {
  seed: LeagueSeed;
  id: number;
  title: string;
  sportId: number;
  sportTitle: string;
  teams: TeamRef[];
}

export interface Reference {
  sports: Map<string, { id: number; title: string }>;
  leagues: LeagueRef[];
  positions: Map<string, number>;
  tags: Map<string, number>;
  /** Topic tags, without the club ones. */
  topicTags: number[];
}

const searchKey = (...parts: (string | null | undefined)[]) => toSearchKey(parts.filter(Boolean).join(' '));

export async function seedReference(ctx: SeedContext): Promise<Reference> {
  const { em, now } = ctx;
  const random = ctx.random('reference');
  const stamp = { createdAt: now, updatedAt: now };

  const sportIds = await insertRows(
    em,
    Sport,
    SPORTS.map((s, i) => ({
      ...stamp,
      title: s.title,
      slug: ctx.slugs('sport').take(s.title),
      searchText: searchKey(s.title),
      sortOrder: i + 1,
      isActive: true,
      winPoints: s.points[0],
      drawPoints: s.points[1],
      lossPoints: s.points[2],
      ...(s.lineup ?? FOOTBALL_LINEUP),
    })),
  );
  const sports = new Map(SPORTS.map((s, i) => [s.key, { id: sportIds[i], title: s.title }]));

  const ageIds = await insertRows(
    em,
    Age,
    AGES.map((title, i) => ({
      ...stamp,
      title,
      slug: ctx.slugs('age').take(title),
      searchText: searchKey(title),
      sortOrder: i + 1,
    })),
  );

  const grounds: StadiumSeed[] = [...STADIUMS, ...ARENAS];
  const neededHalls = new Set(
    Object.entries(TEAMS)
      .filter(([k]) => k !== 'football')
      .flatMap(([, teams]) => teams.map((t) => t.city)),
  );
  for (const city of neededHalls) {
    if (!ARENAS.some((a) => a.city === city)) {
      grounds.push({ title: `سالن شهدای ${city}`, city, capacity: random.int(15, 40) * 100, address: `${city}، مجموعهٔ ورزشی شهدا` });
    }
  }
  const groundIds = await insertRows(
    em,
    Stadium,
    grounds.map((s) => ({
      ...stamp,
      title: s.title,
      slug: ctx.slugs('stadium').take(s.title),
      city: s.city,
      capacity: s.capacity,
      address: s.address,
      searchText: searchKey(s.title, s.city),
    })),
  );
  const groundOf = (title: string | undefined, city: string, indoor: boolean) => {
    const i = indoor ? grounds.findIndex((g, j) => j >= STADIUMS.length && g.city === city) : grounds.findIndex((g) => g.title === title);
    return { id: groundIds[i], ...grounds[i] };
  };

  const clubTags = TEAMS.football.map((t) => t.title);
  const tagTitles = [...clubTags, ...TOPIC_TAGS].map(normalizeText);
  const tagIds = await insertRows(
    em,
    Tag,
    tagTitles.map((title) => ({
      ...stamp,
      title,
      slug: ctx.slugs('tag').take(title),
      searchText: searchKey(title),
    })),
  );
  const tags = new Map(tagTitles.map((t, i) => [t, tagIds[i]]));

  const leagues: LeagueRef[] = [];
  for (const [i, seed] of LEAGUES.entries()) {
    const sport = sports.get(seed.sport)!;
    const [leagueId] = await insertRows(em, League, [
      {
        ...stamp,
        title: seed.title,
        slug: ctx.slugs('league').take(seed.title),
        searchText: searchKey(seed.title),
        sport: sport.id,
        age: ageIds[0],
        sortOrder: i + 1,
        isActive: true,
        winPoints: null,
        drawPoints: null,
        lossPoints: null,
        tieBreakers: seed.tieBreakers,
        zones: seed.zones,
      },
    ]);
    const teamSeeds = TEAMS[seed.sport];
    const refs = teamSeeds.map((t, j) => {
      const ground = groundOf(t.stadium, t.city, seed.sport !== 'football');
      return {
        id: 0,
        title: normalizeText(t.title),
        shortTitle: normalizeText(t.shortTitle),
        city: t.city,
        stadiumId: ground.id,
        stadiumTitle: ground.title,
        capacity: ground.capacity,
        squad: squad(random, seed.squadSize),
        roster: [],
        formation: null,
        coach: personName(random),
        strength: 1.45 - j * 0.045 + random.next() * 0.2,
        tagId: tags.get(normalizeText(t.title)) ?? null,
      } satisfies TeamRef;
    });
    const teamIds = await insertRows(
      em,
      Team,
      refs.map((t, j) => ({
        ...stamp,
        title: t.title,
        shortTitle: t.shortTitle,
        slug: ctx.slugs('team').take(t.title),
        sport: sport.id,
        city: t.city,
        foundedYear: teamSeeds[j].foundedYear,
        homeStadium: t.stadiumId,
        searchText: searchKey(t.title, t.shortTitle, t.city),
      })),
    );
    refs.forEach((t, j) => (t.id = teamIds[j]));
    leagues.push({ seed, id: leagueId, title: seed.title, sportId: sport.id, sportTitle: sport.title, teams: refs });
  }

  const positionIds = await insertRows(
    em,
    Position,
    POSITIONS.map((p, i) => ({
      ...stamp,
      title: p.title,
      key: p.key,
      capacity: p.capacity,
      sortOrder: i + 1,
      searchText: searchKey(p.title, p.key),
    })),
  );
  const positions = new Map(POSITIONS.map((p, i) => [p.key, positionIds[i]]));

  return { sports, leagues, positions, tags, topicTags: TOPIC_TAGS.map((t) => tags.get(normalizeText(t))!) };
}
