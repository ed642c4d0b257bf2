import { describe, expect, it } from 'vitest';
import { numberFromText } from './number-text';

describe('numberFromText (a number question as typed)', () => {
  it("is '' when empty and a number when the text reads as one", () => {
    expect(numberFromText('')).toBe('');
    expect(numberFromText('   ')).toBe('');
    expect(numberFromText('5000')).toBe(5000);
    expect(numberFromText(' 5,000 ')).toBe(5000);
    expect(numberFromText('$1,200.50')).toBe(1200.5);
    expect(numberFromText('-3')).toBe(-3);
  });

  it('reads a decimal comma as phones in many languages type it', () => {
    expect(numberFromText('3,5')).toBe(3.5);
    expect(numberFromText('12,75')).toBe(12.75);
    expect(numberFromText('1,500')).toBe(1500);
  });

  it('keeps text that is not a number as typed, so the check can say so', () => {
    expect(numberFromText('about 5k')).toBe('about 5k');
    expect(numberFromText('5.')).toBe('5.');
  });
});
