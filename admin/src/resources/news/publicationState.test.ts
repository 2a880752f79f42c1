import { describe, expect, it } from 'vitest';
import { publicationState } from './publicationState';

const now = Date.parse('2026-11-24T10:00:00.000Z');

describe('publicationState', () => {
  it('reads a published item with a future date as scheduled, the way the server filters it', () => {
    expect(publicationState({ status: 'published', publishedAt: '2026-11-24T10:05:00.000Z' }, now)).toBe('scheduled');
    expect(publicationState({ status: 'published', publishedAt: '2026-11-24T09:55:00.000Z' }, now)).toBe('published');
    expect(publicationState({ status: 'published', publishedAt: '2026-11-24T10:00:00.000Z' }, now)).toBe('published');
  });

  it('keeps a draft a draft whatever its date', () => {
    expect(publicationState({ status: 'draft', publishedAt: '2026-12-01T10:00:00.000Z' }, now)).toBe('draft');
    expect(publicationState({ status: 'draft', publishedAt: null }, now)).toBe('draft');
  });
});
