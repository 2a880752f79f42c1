export type PublicationState = 'draft' | 'scheduled' | 'published';

/**
 * What readers see of an item right now, as the server's `state` filter decides it: a published item
 * with a future date is scheduled, not yet on the site.
 */
export function publicationState(item: { status?: string | null; publishedAt?: string | null }, now = Date.now()): PublicationState {
  if (item.status !== 'published') return 'draft';
  const at = item.publishedAt ? Date.parse(item.publishedAt) : NaN;
  return Number.isFinite(at) && at > now ? 'scheduled' : 'published';
}
