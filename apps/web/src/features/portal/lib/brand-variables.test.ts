import { contrastRatio, DEFAULT_PRIMARY_COLOR, LIGHT_TEXT } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { brandVariables } from './brand-variables';

describe('brandVariables', () => {
  it('gives the fill, its text colour, the ink and the mark, with the default for a bad colour', () => {
    expect(brandVariables('#1E3A8A')).toEqual({
      '--brand': '#1e3a8a',
      '--on-brand': LIGHT_TEXT,
      '--brand-ink': '#1e3a8a',
      '--brand-mark': '#1e3a8a',
      '--brand-accent': '#1e3a8a',
      '--brand-accent-ink': '#1e3a8a',
    });
    expect(brandVariables('nope')['--brand']).toBe(DEFAULT_PRIMARY_COLOR);
  });

  it('takes the accent when there is one, with text of it readable on white', () => {
    const vars = brandVariables('#1e3a8a', '#FDE047');
    expect(vars['--brand-accent']).toBe('#fde047');
    expect(contrastRatio(vars['--brand-accent-ink'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(brandVariables('#1e3a8a', null)['--brand-accent']).toBe('#1e3a8a');
  });
});
