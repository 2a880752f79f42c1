import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT } from '../content/sanitize.js';

/*
 * Bodies are sanitized when staff save them; this second pass on the way out means a row written by any
 * other path (an import, a migration) still cannot put script into a reader's page.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  ...RICH_TEXT,
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs };
    },
    // Images inside a body are below the cover: never worth an eager load.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

export const cleanHtml = (html: string | null | undefined): string => sanitizeHtml(html ?? '', OPTIONS);
