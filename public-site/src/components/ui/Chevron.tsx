/**
 * Arrow icons as SVG: text arrows (‹ ›) are mirrored by the bidi algorithm in right-to-left text, so
 * the same character would point different ways depending on its surroundings.
 */
export function Chevron({ to }: { to: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={to === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
