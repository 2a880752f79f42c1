const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

/** Text or attribute value escaped for XML (feeds and sitemaps). */
export const xml = (s: string) => s.replace(/[<>&'"]/g, (c) => ENTITIES[c]);
