import { NewsInputSchema } from '@meydan/shared-types';
import type { ResourceDefinition } from '../../crud/resource.js';
import { sanitizeRichText } from '../../content/sanitize.js';
import { Gallery } from '../gallery/gallery.entity.js';
import { newsSearchVector } from '../../search/search-vector.js';
import { checkPublication, stateWhere } from '../publication-rules.js';
import { News } from './news.entity.js';

export const newsResource: ResourceDefinition = {
  name: 'news',
  entity: News as never,
  createSchema: NewsInputSchema,
  sortable: ['title', 'publishedAt', 'status', 'viewCount', 'sport', 'league'],
  defaultSort: ['publishedAt', 'DESC'],
  populate: ['teams', 'tags', 'positions'],
  filters: {
    status: { kind: 'enum', values: ['draft', 'published'] },
    state: { kind: 'enum', values: ['draft', 'scheduled', 'published'], where: stateWhere },
    sport: { kind: 'id' },
    league: { kind: 'id' },
    game: { kind: 'id' },
    author: { kind: 'id' },
    tag: { kind: 'id', field: 'tags' },
    team: { kind: 'id', field: 'teams' },
    position: { kind: 'id', field: 'positions' },
    publishedAt_gte: { kind: 'date', op: '$gte' },
    publishedAt_lte: { kind: 'date', op: '$lte' },
  },
  searchFields: ['rutitr', 'title', 'lead'],
  searchVector: newsSearchVector,
  slugFrom: 'title',
  textFields: ['rutitr', 'title', 'lead', 'coverAlt', 'seoTitle', 'seoDescription'],
  async prepare(ctx) {
    if (typeof ctx.data.body === 'string') ctx.data.body = sanitizeRichText(ctx.data.body);
    if (!ctx.existing) ctx.data.author = ctx.user.id;
    await checkPublication(ctx, {
      getShortCodeTaken: async (code) =>
        !!(await ctx.em.findOne(News, { shortCode: code })) || !!(await ctx.em.findOne(Gallery, { shortCode: code })),
    }, true);
  },
};
