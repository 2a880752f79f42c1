import type { EntityManager } from '@mikro-orm/postgresql';
import { STAFF_ROLES } from '@meydan/shared-types/constants';
import { previewPath, type IssuedPreviewLink, type PreviewLink as Link } from '@meydan/shared-types/schemas';
import type { UnitOfWork } from '../crud/unit-of-work.js';
import { Gallery } from '../model/gallery.entity.js';
import { News } from '../model/news.entity.js';
import { PreviewLink, type IPreviewLink } from '../model/preview-link.entity.js';
import { User } from '../model/user.entity.js';
import { notFound } from '../http-errors.js';
import { signPreview, type PreviewKind } from './token.js';

/** The links of accounts that may still preview: active staff. A demoted or disabled issuer's links are dead. */
const issuerMayPreview = { issuedBy: { isActive: true, role: { $in: [...STAFF_ROLES] } } };

export interface LinkSigner {
  secret: string;
  origin: string;
}

const url = (signer: LinkSigner, link: Pick<IPreviewLink, 'id' | 'kind' | 'recordId' | 'expiresAt'>) =>
  new URL(
    `${previewPath(link.kind, link.recordId)}?token=${signPreview(signer.secret, link.kind, link.recordId, link.id, link.expiresAt)}`,
    signer.origin,
  ).href;

async function requireItem(em: EntityManager, kind: PreviewKind, id: number): Promise<void> {
  const exists = kind === 'news' ? await em.count(News, { id }) : await em.count(Gallery, { id });
  if (!exists) throw notFound();
}

/**
 * Hands out a link to the item for `hours`, kept so that it can be listed and revoked, and logged:
 * who, which item, until when. Links past their time are cleared on the way.
 */
export async function issuePreviewLink(uow: UnitOfWork, signer: LinkSigner, kind: PreviewKind, id: number, hours: number): Promise<Link> {
  const { em } = uow;
  await requireItem(em, kind, id);
  const now = Date.now();
  await em.nativeDelete(PreviewLink, { expiresAt: { $lte: new Date(now) } });
  // Whole seconds, as the token spells the expiry.
  const expiresAt = new Date(Math.floor((now + hours * 3_600_000) / 1000) * 1000);
  const link = em.create(PreviewLink, { kind, recordId: id, issuedBy: em.getReference(User, uow.user.id), expiresAt });
  await em.flush();
  uow.audit({ action: 'preview-link', resource: kind, recordId: id, validUntil: expiresAt });
  return { id: link.id, url: url(signer, link), expiresAt: expiresAt.toISOString() };
}

/** Whether the link a valid token names still holds: not revoked, and its issuer may still preview. */
export async function linkHolds(em: EntityManager, kind: PreviewKind, id: number, linkId: number): Promise<boolean> {
  return (await em.count(PreviewLink, { id: linkId, kind, recordId: id, expiresAt: { $gt: new Date() }, ...issuerMayPreview })) > 0;
}

/** The item's links that still open, newest first. */
export async function openLinks(em: EntityManager, signer: LinkSigner, kind: PreviewKind, id: number): Promise<IssuedPreviewLink[]> {
  await requireItem(em, kind, id);
  const links = await em.find(
    PreviewLink,
    { kind, recordId: id, expiresAt: { $gt: new Date() }, ...issuerMayPreview },
    { populate: ['issuedBy'], orderBy: { id: 'desc' }, limit: 100 },
  );
  return links.map((link) => ({
    id: link.id,
    url: url(signer, link),
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    issuedBy: { id: link.issuedBy.id, displayName: link.issuedBy.displayName },
  }));
}

/** Ends a link at once, whoever issued it, and logs it. */
export async function revokePreviewLink(uow: UnitOfWork, kind: PreviewKind, id: number, linkId: number): Promise<void> {
  const link = await uow.em.findOne(PreviewLink, { id: linkId, kind, recordId: id });
  if (!link) throw notFound('این پیوند پیش‌نمایش پیدا نشد؛ شاید پیش‌تر باطل شده یا زمانش گذشته است.');
  uow.em.remove(link);
  uow.audit({ action: 'preview-revoke', resource: kind, recordId: id, validUntil: link.expiresAt });
}
