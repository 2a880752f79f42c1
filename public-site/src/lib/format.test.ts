import { describe, expect, it } from 'vitest';
import { faDigits, faNumber, faSigned } from './format';

describe('display numbers', () => {
  it('uses Persian digits and the Persian thousands separator', () => {
    expect(faNumber(1234567)).toBe('۱٬۲۳۴٬۵۶۷');
    expect(faNumber(0)).toBe('۰');
  });
  it('signs goal differences', () => {
    expect(faSigned(3)).toBe('+۳');
    expect(faSigned(-2)).toBe('−۲');
    expect(faSigned(0)).toBe('۰');
  });
  it('converts digits inside text', () => {
    expect(faDigits('هفته 12')).toBe('هفته ۱۲');
  });
});
