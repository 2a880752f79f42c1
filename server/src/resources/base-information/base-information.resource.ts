import type { EntityManager } from '@mikro-orm/postgresql';
import { BaseInformationInputSchema, BaseInformationSchema } from '@meydan/shared-types/schemas';
import { defineResource } from '../../crud/resource.js';
import { sanitizeRichText } from '../../content/sanitize.js';
import { BaseInformation } from '../../model/base-information.entity.js';

export const baseInformationResource = defineResource({
  name: 'base-information',
  entity: BaseInformation,
  createSchema: BaseInformationInputSchema,
  recordSchema: BaseInformationSchema,
  // One record, created with the database; it is edited, never created or deleted.
  canCreate: false,
  deleteRoles: [],
  sortable: [],
  listOmits: ['aboutHtml'],
  textFields: ['siteTitle', 'siteDescription', 'contactPhone', 'address', 'footerText'],
  prepare({ input }) {
    if (input.aboutHtml !== undefined) input.aboutHtml = sanitizeRichText(input.aboutHtml);
    if (input.contactEmail === '') input.contactEmail = null;
  },
});

/** Makes sure the single record exists so the site always has a title and footer. */
export async function ensureBaseInformation(em: EntityManager): Promise<void> {
  if (await em.count(BaseInformation, {})) return;
  em.create(BaseInformation, { siteTitle: 'میدان', siteDescription: 'پایگاه خبری ورزشی میدان', socialLinks: [] });
  await em.flush();
}
