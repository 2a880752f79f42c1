import { beforeEach, describe, expect, it } from 'vitest';
import { changedFields, draftKey, readDraft, removeDraft, writeDraft } from './formDraft';

describe('form drafts', () => {
  beforeEach(() => localStorage.clear());

  it('keep only the fields that differ from the record, empty text being no value', () => {
    expect(
      changedFields({ title: 'تازه', lead: '', tags: [1, 2], cover: 3 }, { title: 'کهنه', lead: null, tags: [1, 2], cover: 3 }),
    ).toEqual({ title: 'تازه' });
  });

  it('are stored per resource and record, and forgotten when nothing differs', () => {
    const key = draftKey('news', 12);
    expect(key).toBe('meydan:draft:news:12');
    expect(draftKey('gallery/image', undefined)).toBe('meydan:draft:gallery/image:create');
    writeDraft(key, { title: 'تیتر' }, new Date('2026-01-01T10:00:00Z'));
    expect(readDraft(key)).toEqual({ savedAt: '2026-01-01T10:00:00.000Z', values: { title: 'تیتر' } });
    writeDraft(key, {});
    expect(readDraft(key)).toBeNull();
    writeDraft(key, { title: 'x' });
    removeDraft(key);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('ignore what they cannot read', () => {
    localStorage.setItem('meydan:draft:news:1', '{broken');
    expect(readDraft('meydan:draft:news:1')).toBeNull();
  });
});
