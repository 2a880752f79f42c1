import type { EntityManager } from '@mikro-orm/postgresql';
import { PreviewLink } from '../model/preview-link.entity.js';

/**
 * Ends the preview links a user handed out: once the account is disabled or no longer staff, links it
 * issued stop opening (the check refuses them too), and they must not come back if it is restored.
 */
export async function endPreviewLinksOf(em: EntityManager, userId: number): Promise<number> {
  return em.nativeDelete(PreviewLink, { issuedBy: userId });
}
