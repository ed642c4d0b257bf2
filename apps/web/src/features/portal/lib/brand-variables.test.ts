import { DEFAULT_PRIMARY_COLOR, LIGHT_TEXT } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { brandVariables } from './brand-variables';

describe('brandVariables', () => {
  it('gives the fill, its text colour, the ink and the mark, with the default for a bad colour', () => {
    expect(brandVariables('#1E3A8A')).toEqual({
      '--brand': '#1e3a8a',
      '--on-brand': LIGHT_TEXT,
      '--brand-ink': '#1e3a8a',
      '--brand-mark': '#1e3a8a',
    });
    expect(brandVariables('nope')['--brand']).toBe(DEFAULT_PRIMARY_COLOR);
  });
});
