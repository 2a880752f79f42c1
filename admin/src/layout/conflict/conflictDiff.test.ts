import { describe, expect, it } from 'vitest';
import { describeValue, keepMine, myChanges, theirChanges } from './conflictDiff';

const base = { id: 7, version: 3, title: 'پیروزی', lead: null, tags: [1, 2], status: 'draft', updatedAt: '2026-01-01T10:00:00.000Z' };
const current = { ...base, version: 4, title: 'پیروزی بزرگ', tags: [1, 2, 5], updatedAt: '2026-01-01T10:05:00.000Z' };
const mine = { ...base, lead: 'گزارش بازی', status: 'published' };

describe('a save refused for an older version', () => {
  it('lists what the other person changed, not the server-kept fields', () => {
    expect(theirChanges(base, current)).toEqual(['title', 'tags']);
  });

  it('treats empty text and null as the same, so an untouched empty field is no change', () => {
    expect(myChanges(base, { ...base, lead: '' })).toEqual([]);
  });

  it('keeps mine on the stored version without undoing what only the other person changed', () => {
    expect(keepMine(base, current, mine)).toEqual({ ...current, lead: 'گزارش بازی', status: 'published', version: 4 });
    // A field both changed: mine wins, since the editor chose to keep theirs.
    expect(keepMine(base, current, { ...mine, title: 'شکست' }).title).toBe('شکست');
  });

  it('describes values in Persian: digits, yes or no, Jalali dates and the words of HTML', () => {
    const yesNo = { yes: 'بله', no: 'خیر' };
    expect(describeValue([1, 25], 'jalali', yesNo)).toBe('۱، ۲۵');
    expect(describeValue(false, 'jalali', yesNo)).toBe('خیر');
    expect(describeValue('', 'jalali', yesNo)).toBe('—');
    expect(describeValue('<p>گل <b>اول</b></p>', 'jalali', yesNo)).toBe('گل اول');
    expect(describeValue('2025-03-21T08:30:00.000Z', 'jalali', yesNo)).toMatch(/^۱ فروردین ۱۴۰۴ ساعت ۱۲:۰۰$/);
  });
});
