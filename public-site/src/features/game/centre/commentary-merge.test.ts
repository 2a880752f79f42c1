import { describe, expect, it } from 'vitest';
import { applyCommentary } from './commentary-merge';
import type { Commentary, CommentaryEntry } from './centre-types';

const entry = (id: number, minute: number, seq: number, text = `خط ${id}`): CommentaryEntry => ({
  id,
  minute,
  extraMinute: null,
  kind: 'note',
  text,
  media: null,
  seq,
});
const held: Commentary = { seq: 2, entries: [entry(2, 10, 2), entry(1, 5, 1)] };

describe('applyCommentary', () => {
  it('adds new entries in their place, newest first, and edits entries in place', () => {
    const next = applyCommentary(held, { seq: 4, from: 3, changes: [entry(1, 5, 4, 'ویرایش'), entry(3, 12, 3)] });
    expect(next).toEqual({ seq: 4, entries: [entry(3, 12, 3), entry(2, 10, 2), entry(1, 5, 4, 'ویرایش')] });
  });

  it('drops a removed entry and ignores changes already held', () => {
    const next = applyCommentary(held, { seq: 3, from: 1, changes: [{ id: 2, seq: 3, removed: true }, entry(2, 10, 2), entry(1, 5, 1)] });
    expect(next).toEqual({ seq: 3, entries: [entry(1, 5, 1)] });
  });

  it('asks for the whole commentary when changes were missed, and keeps what it has when nothing is new', () => {
    expect(applyCommentary(held, { seq: 9, from: 5, changes: [entry(9, 50, 9)] })).toBe('reload');
    expect(applyCommentary(held, { seq: 2, from: 1, changes: [entry(2, 10, 2)] })).toBe(held);
  });
});
