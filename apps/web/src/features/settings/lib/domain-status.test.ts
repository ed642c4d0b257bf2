import type { CustomDomainDto } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { domainStatusText, STATE_TONES } from './domain-status';

const base: CustomDomainDto = {
  host: 'portal.studio.com',
  state: 'pending',
  live: false,
  records: [],
  addedAt: '2030-01-01T10:00:00.000Z',
  lastCheckedAt: null,
  verifiedAt: null,
  firstFailingAt: null,
  fallbackAt: null,
  autoChecksUntil: '2030-01-02T10:00:00.000Z',
  problem: null,
};
const date = (iso: string) => iso.slice(0, 10);

describe('domainStatusText', () => {
  it('says what to do while pending, and when automatic checks stopped', () => {
    expect(domainStatusText(base, new Date('2030-01-01T12:00:00Z'), date)).toBe(
      'Create the two records below at your DNS provider. We check every 5 minutes until 2030-01-02; DNS changes can take a while to show. Portal links use the default address until then.',
    );
    expect(domainStatusText(base, new Date('2030-01-03T12:00:00Z'), date)).toContain(
      'We stopped checking automatically 24 hours after you added it.',
    );
  });

  it('says links use it once verified', () => {
    expect(domainStatusText({ ...base, state: 'verified', live: true }, new Date(), date)).toBe(
      'Connected. Portal links and emails use portal.studio.com; we check the records every hour.',
    );
  });

  it('says when a failing domain falls back, and that it did', () => {
    const failing = {
      ...base,
      state: 'failing' as const,
      firstFailingAt: '2030-01-05T10:00:00.000Z',
      fallbackAt: '2030-01-08T10:00:00.000Z',
    };
    expect(domainStatusText({ ...failing, live: true }, new Date(), date)).toBe(
      'The records stopped checking out since 2030-01-05. Portal links keep using this domain until 2030-01-08, then go back to the default address.',
    );
    expect(domainStatusText({ ...failing, live: false }, new Date(), date)).toContain(
      'so portal links went back to the default address',
    );
    expect(STATE_TONES).toEqual({ pending: 'amber', verified: 'teal', failing: 'red' });
  });
});
