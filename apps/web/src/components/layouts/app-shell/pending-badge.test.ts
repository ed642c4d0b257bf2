import { describe, expect, it } from 'vitest';
import { pendingBadge } from './pending-badge';

describe('pendingBadge', () => {
  it('is hidden at zero, before the counts arrive and for nonsense', () => {
    expect(pendingBadge(0)).toBeNull();
    expect(pendingBadge(undefined)).toBeNull();
    expect(pendingBadge(-1)).toBeNull();
    expect(pendingBadge(Number.NaN)).toBeNull();
  });

  it('shows the count and says what it counts', () => {
    expect(pendingBadge(3)).toEqual({ text: '3', label: '3 pending' });
    expect(pendingBadge(99)).toEqual({ text: '99', label: '99 pending' });
  });

  it('caps the visible text at 99+ but speaks the real number', () => {
    expect(pendingBadge(1234)).toEqual({ text: '99+', label: '1234 pending' });
  });
});
