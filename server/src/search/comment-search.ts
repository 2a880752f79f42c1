import { toSearchKey } from '@meydan/shared-types/text';

/** The fields the back office's comment search reads, in the order they are joined into search_text. */
export const COMMENT_SEARCH_FIELDS = ['authorName', 'body', 'reply'] as const;

/** search_text of a comment written outside the CRUD layer (a reader's post, the demo data, the migration). */
export function commentSearchKey(comment: { authorName: string; body: string; reply?: string | null }): string {
  return toSearchKey(COMMENT_SEARCH_FIELDS.map((f) => comment[f] ?? '').join(' '));
}
