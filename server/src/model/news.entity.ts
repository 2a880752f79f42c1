import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { baseProperties, searchProperty, searchVectorProperty } from './base-properties.js';
import { Game } from './game.entity.js';
import { League } from './league.entity.js';
import { Media } from './media.entity.js';
import { Position } from './position.entity.js';
import { Sport } from './sport.entity.js';
import { Tag } from './tag.entity.js';
import { Team } from './team.entity.js';
import { User } from './user.entity.js';

export const News = defineEntity({
  name: 'News',
  properties: {
    ...baseProperties,
    ...searchProperty,
    ...searchVectorProperty,
    rutitr: p.string().length(TEXT_MAX.title).nullable(),
    title: p.string().length(TEXT_MAX.title),
    slug: p.string().length(TEXT_MAX.slug).unique(),
    lead: p.string().length(TEXT_MAX.lead).nullable(),
    body: p.text().default(''),
    // Indexed for the media library (what uses an upload) and for deleting an upload.
    cover: () => p.manyToOne(Media).nullable().deleteRule('set null').index(),
    coverAlt: p.string().length(TEXT_MAX.alt).nullable(),
    sport: () => p.manyToOne(Sport).nullable().deleteRule('set null').index(),
    league: () => p.manyToOne(League).nullable().deleteRule('set null').index(),
    game: () => p.manyToOne(Game).nullable().deleteRule('set null').index(),
    /**
     * This item is the report of its game (see game-report.ts). The report is marked here, beside the game
     * link, so it is about its game by construction; at most one per game (news_game_report_unique).
     */
    isGameReport: p.boolean().default(false),
    teams: () => p.manyToMany(Team).pivotTable('news_teams'),
    tags: () => p.manyToMany(Tag).pivotTable('news_tags'),
    positions: () => p.manyToMany(Position).pivotTable('news_positions'),
    status: p.enum(['draft', 'published'] as const).default('draft'),
    publishedAt: p.datetime().nullable(),
    author: () => p.manyToOne(User).nullable().deleteRule('set null'),
    shortCode: p.string().length(TEXT_MAX.shortCode).unique(),
    allowComments: p.boolean().default(true),
    seoTitle: p.string().length(TEXT_MAX.seoTitle).nullable(),
    seoDescription: p.string().length(TEXT_MAX.seoDescription).nullable(),
    viewCount: p.integer().default(0),
  },
  indexes: [
    { properties: ['status', 'publishedAt'] },
    { properties: ['viewCount'] },
    // Public lists read published news newest first, whole or by sport; these serve them without a sort.
    {
      name: 'news_published_index',
      expression: `create index "news_published_index" on "news" ("published_at" desc, "id" desc) where "status" = 'published'`,
    },
    {
      name: 'news_sport_published_index',
      expression: `create index "news_sport_published_index" on "news" ("sport_id", "published_at" desc, "id" desc) where "status" = 'published'`,
    },
    {
      name: 'news_game_report_unique',
      expression: `create unique index "news_game_report_unique" on "news" ("game_id") where "is_game_report"`,
    },
    { name: 'news_search_text_trgm', expression: 'create index "news_search_text_trgm" on "news" using gin ("search_text" gin_trgm_ops)' },
  ],
  // A deleted game sets game_id to null; a trigger clears the mark with it (Migration20261126090000).
  checks: [{ name: 'news_game_report_check', expression: 'not "is_game_report" or "game_id" is not null' }],
});
export type INews = InferEntity<typeof News>;
