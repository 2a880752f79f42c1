import { describe, expect, it } from 'vitest';
import { emptyDraft, validateComment } from './comment-validation';

describe('comment form validation', () => {
  it('accepts a valid comment without email', () => {
    expect(validateComment({ ...emptyDraft, authorName: 'علی', body: 'بازی خوبی بود' })).toEqual({});
  });
  it('flags a short name, a bad email and a short body in Persian', () => {
    const errors = validateComment({ authorName: 'ع', authorEmail: 'nope', body: 'خ', website: '' });
    expect(Object.keys(errors).sort()).toEqual(['authorEmail', 'authorName', 'body']);
    expect(errors.authorName).toContain('۲');
  });
  it('counts trimmed text, like the server', () => {
    expect(validateComment({ ...emptyDraft, authorName: '  ع  ', body: 'سلام' }).authorName).toBeDefined();
  });
  it('rejects a body over the limit', () => {
    expect(validateComment({ ...emptyDraft, authorName: 'علی', body: 'ا'.repeat(2001) }).body).toBeDefined();
  });
});
