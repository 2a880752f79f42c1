import { highlightSegments, type HighlightTerms } from '@meydan/shared-types/text';

/** Text with the words that matched the search marked; the text itself is shown as it was written. */
export function Highlighted({ text, terms }: { text: string; terms: HighlightTerms }) {
  return <>{highlightSegments(text, terms).map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text))}</>;
}
