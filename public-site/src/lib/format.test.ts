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
  it('writes a negative number with the minus sign (U+2212), which a left-to-right cell keeps on the left', () => {
    expect(faNumber(-1234)).toBe('−۱٬۲۳۴');
    expect(faSigned(-12500)).toBe('−۱۲٬۵۰۰');
    expect(faNumber(-3)).not.toContain('-');
  });
  it('converts digits inside text', () => {
    expect(faDigits('هفته 12')).toBe('هفته ۱۲');
  });
});
