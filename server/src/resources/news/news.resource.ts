import { NewsInputSchema, NewsSchema } from '@meydan/shared-types/schemas';
import { defineResource } from '../../crud/resource.js';
import { sanitizeRichText } from '../../content/sanitize.js';
import { Gallery } from '../../model/gallery.entity.js';
import { newsSearchVector } from '../../model/search-vector.js';
import { checkPublication, stateWhere } from '../publication-rules.js';
import { editableFields } from '../../crud/revision-snapshot.js';
import { ValidationError } from '../../http-errors.js';
import { prepareNewsReport } from './game-report.js';
import { News } from '../../model/news.entity.js';

export const newsResource = defineResource({
  name: 'news',
  entity: News,
  createSchema: NewsInputSchema,
  recordSchema: NewsSchema,
  sortable: ['title', 'publishedAt', 'status', 'viewCount', 'sport', 'league'],
  defaultSort: ['publishedAt', 'DESC'],
  populate: ['teams', 'tags', 'positions'],
  listOmits: ['body', 'lead'],
  filters: {
    status: { kind: 'enum', values: ['draft', 'published'] },
    state: { kind: 'enum', values: ['draft', 'scheduled', 'published'], where: stateWhere },
    sport: { kind: 'id' },
    league: { kind: 'id' },
    game: { kind: 'id' },
    isGameReport: { kind: 'boolean' },
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
  // The report mark belongs to the game as much as to the item (the game screen sets it too, unmarking
  // another item): restoring an old version does not switch a game's report.
  revisions: { fields: editableFields(NewsInputSchema, ['isGameReport']) },
  async prepare(ctx) {
    if (ctx.input.body !== undefined) ctx.input.body = sanitizeRichText(ctx.input.body);
    if (!ctx.existing) ctx.set.author = ctx.user.id;
    await checkPublication(
      ctx,
      {
        getShortCodeTaken: async (code) =>
          !!(await ctx.em.findOne(News, { shortCode: code })) || !!(await ctx.em.findOne(Gallery, { shortCode: code })),
      },
      true,
    );
    const reportErrors = await prepareNewsReport(ctx);
    if (Object.keys(reportErrors).length) throw new ValidationError(reportErrors);
  },
});
