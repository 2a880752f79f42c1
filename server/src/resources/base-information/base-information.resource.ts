import type { EntityManager } from '@mikro-orm/postgresql';
import { BaseInformationInputSchema } from '@meydan/shared-types';
import type { ResourceDefinition } from '../../crud/resource.js';
import { sanitizeRichText } from '../../content/sanitize.js';
import { BaseInformation } from './base-information.entity.js';

export const baseInformationResource: ResourceDefinition = {
  name: 'base-information',
  entity: BaseInformation as never,
  createSchema: BaseInformationInputSchema,
  // One record, created with the database; it is edited, never created or deleted.
  canCreate: false,
  deleteRoles: [],
  sortable: [],
  textFields: ['siteTitle', 'siteDescription', 'contactPhone', 'address', 'footerText'],
  prepare({ data }) {
    if (typeof data.aboutHtml === 'string') data.aboutHtml = sanitizeRichText(data.aboutHtml);
    if (data.contactEmail === '') data.contactEmail = null;
  },
};

/** Makes sure the single record exists so the site always has a title and footer. */
export async function ensureBaseInformation(em: EntityManager): Promise<void> {
  if (await em.count(BaseInformation, {})) return;
  em.create(BaseInformation, { siteTitle: 'میدان', siteDescription: 'پایگاه خبری ورزشی میدان', socialLinks: [] });
  await em.flush();
}
