export type PieceKind = 'same' | 'added' | 'removed';
export interface Piece {
  kind: PieceKind;
  text: string;
}

/** Past this many edits a comparison says "replaced" instead of searching on (the text was rewritten). */
const MAX_EDITS = 4000;

/**
 * The shortest edit script between two token lists (Myers' O(ND) algorithm), as a list of kept, removed
 * and added tokens; null when the two differ in more than `maxEdits` tokens.
 */
function editScript(a: readonly string[], b: readonly string[], maxEdits: number): { kind: PieceKind; token: string }[] | null {
  const n = a.length;
  const m = b.length;
  // trace[d][k + d + 1]: the furthest x reached on diagonal k after d edits.
  const trace: Int32Array[] = [];
  const at = (d: number, k: number) => trace[d][k + d + 1];
  const goesDown = (d: number, k: number) => k === -d || (k !== d && at(d - 1, k - 1) < at(d - 1, k + 1));
  let found = -1;
  for (let d = 0; d <= Math.min(maxEdits, n + m) && found < 0; d++) {
    const row = new Int32Array(2 * d + 3);
    trace.push(row);
    for (let k = -d; k <= d; k += 2) {
      let x = d === 0 ? 0 : goesDown(d, k) ? at(d - 1, k + 1) : at(d - 1, k - 1) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      row[k + d + 1] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
  }
  if (found < 0) return null;

  const ops: { kind: PieceKind; token: string }[] = [];
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    const k = x - y;
    const down = goesDown(d, k);
    const prevK = down ? k + 1 : k - 1;
    const prevX = at(d - 1, prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push({ kind: 'same', token: a[--x] });
      y--;
    }
    if (down) ops.push({ kind: 'added', token: b[--y] });
    else ops.push({ kind: 'removed', token: a[--x] });
  }
  while (x > 0 && y > 0) {
    ops.push({ kind: 'same', token: a[--x] });
    y--;
  }
  return ops.reverse();
}

/** Consecutive tokens of one kind as one piece; a space between two changes belongs to both sides. */
function join(ops: { kind: PieceKind; token: string }[]): Piece[] {
  const pieces: Piece[] = [];
  for (const { kind, token } of ops) {
    const last = pieces[pieces.length - 1];
    if (last?.kind === kind) last.text += token;
    else pieces.push({ kind, text: token });
  }
  return pieces;
}

/** Lines of two lists as kept, removed or added, in order (a gallery's photos, one line each). */
export function listDiff(before: readonly string[], after: readonly string[]): Piece[] {
  const ops = editScript(before, after, MAX_EDITS) ?? [
    ...before.map((token) => ({ kind: 'removed' as const, token })),
    ...after.map((token) => ({ kind: 'added' as const, token })),
  ];
  return ops.map(({ kind, token }) => ({ kind, text: token }));
}

/** Words, the spaces between them and line breaks, each a token. */
const tokens = (text: string) => text.split(/(\s+)/).filter((t) => t !== '');

/** What was removed from `before` and added in `after`, word by word, in reading order. */
export function wordDiff(before: string, after: string): Piece[] {
  if (before === after) return before ? [{ kind: 'same', text: before }] : [];
  const ops = editScript(tokens(before), tokens(after), MAX_EDITS);
  if (!ops)
    return [
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ].filter((p) => p.text) as Piece[];
  // A lone space kept between a removal and an addition reads better inside the change.
  const tidy = ops
    .map((op, i) =>
      op.kind === 'same' &&
      /^\s+$/.test(op.token) &&
      !op.token.includes('\n') &&
      ops[i - 1]?.kind !== 'same' &&
      ops[i + 1] &&
      ops[i + 1].kind !== 'same'
        ? [
            { kind: 'removed' as const, token: op.token },
            { kind: 'added' as const, token: op.token },
          ]
        : [op],
    )
    .flat();
  const removedFirst: { kind: PieceKind; token: string }[] = [];
  // Within a run of changes, the removed words come before the added ones.
  for (let i = 0; i < tidy.length;) {
    if (tidy[i].kind === 'same') {
      removedFirst.push(tidy[i++]);
      continue;
    }
    const run: typeof tidy = [];
    while (i < tidy.length && tidy[i].kind !== 'same') run.push(tidy[i++]);
    removedFirst.push(...run.filter((o) => o.kind === 'removed'), ...run.filter((o) => o.kind === 'added'));
  }
  return join(removedFirst);
}

/** The text of rich-text HTML, a line per paragraph, heading or list item. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|hr)\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|blockquote|figure|figcaption|tr)>/gi, '\n')
    .replace(/<img[^>]*\balt="([^"]*)"[^>]*>/gi, ' [تصویر: $1] ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
