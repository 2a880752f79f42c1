import { diffArrays } from 'diff';

export type PieceKind = 'same' | 'added' | 'removed';
export interface Piece {
  kind: PieceKind;
  text: string;
}

/** Past this many edits a comparison says "replaced" instead of searching on (the text was rewritten). */
const MAX_EDITS = 4000;
/*
 * jsdiff takes seconds on a two-thousand-word rewrite that still fits in MAX_EDITS; a comparison that
 * would freeze the dialog that long says "replaced" instead.
 */
const MAX_MS = 1000;

type Op = { kind: PieceKind; token: string };

/**
 * At least how many tokens an edit script must remove or add: those of one list that the other cannot
 * match, however the two are aligned. Counted in one pass, it turns a rewrite away before any search.
 */
function fewestEdits(a: readonly string[], b: readonly string[]): number {
  const left = new Map<string, number>();
  for (const token of a) left.set(token, (left.get(token) ?? 0) + 1);
  let shared = 0;
  for (const token of b) {
    const n = left.get(token);
    if (n) {
      left.set(token, n - 1);
      shared++;
    }
  }
  return a.length + b.length - 2 * shared;
}

/** Kept, removed and added tokens in order (jsdiff's Myers diff); null when too far apart to compare. */
function editScript(a: string[], b: string[]): Op[] | null {
  if (fewestEdits(a, b) > MAX_EDITS) return null;
  const changes = diffArrays(a, b, { maxEditLength: MAX_EDITS, timeout: MAX_MS, oneChangePerToken: true });
  if (!changes) return null;
  return changes.map(({ added, removed, value }) => ({
    kind: added ? 'added' : removed ? 'removed' : 'same',
    token: value[0],
  }));
}

/** Consecutive tokens of one kind as one piece; a space between two changes belongs to both sides. */
function join(ops: Op[]): Piece[] {
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
  const ops = editScript([...before], [...after]) ?? [
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
  const ops = editScript(tokens(before), tokens(after));
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
  const removedFirst: Op[] = [];
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
