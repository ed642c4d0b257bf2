import { describe, expect, it } from 'vitest';
import { legacyRedirect } from './redirects';

describe('legacy redirects', () => {
  it.each([
    ['/settings', '/settings/workspace'],
    ['/settings/', '/settings/workspace'],
    ['/projects', '/clients'],
    ['/projects/abc-123', '/clients/abc-123'],
    ['/templates', '/journeys'],
    ['/submit/tok_1', '/c/tok_1'],
    ['/profile', '/settings/account'],
  ])('%s goes to %s', (from, to) => {
    expect(legacyRedirect(from)).toBe(to);
  });

  it('leaves other paths alone', () => {
    expect(legacyRedirect('/dashboard')).toBeNull();
    expect(legacyRedirect('/projects/a/b')).toBeNull();
  });
});
