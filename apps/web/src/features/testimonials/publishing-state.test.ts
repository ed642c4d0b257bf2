import { describe, expect, it } from 'vitest';
import { publishingActions, publishingBadges, publishingSummary } from './publishing-state';

const base = { status: 'approved' as const, publishPermission: true, hidden: false, pinned: false, published: true };
const labels = (t: typeof base | Record<string, unknown>) => publishingActions({ ...base, ...t }).map((a) => a.label);

describe('publishingActions', () => {
  it('offers hide and pin on a published testimonial', () => {
    expect(labels({})).toEqual(['Hide from widget and wall', 'Pin to top']);
    expect(publishingActions(base).map((a) => a.patch)).toEqual([{ hidden: true }, { pinned: true }]);
    // Cards show short words; the label stays the accessible name.
    expect(publishingActions(base).map((a) => a.short)).toEqual(['Hide', 'Pin']);
  });

  it('offers show again on a hidden one, and unpin while it is pinned', () => {
    expect(labels({ hidden: true, published: false })).toEqual(['Show again']);
    expect(labels({ hidden: true, published: false, pinned: true })).toEqual(['Show again', 'Unpin']);
    expect(labels({ pinned: true })).toEqual(['Hide from widget and wall', 'Unpin']);
  });

  it('offers nothing for one that can never be published', () => {
    expect(labels({ status: 'pending', published: false })).toEqual([]);
    expect(labels({ status: 'rejected', published: false })).toEqual([]);
    expect(labels({ publishPermission: false, published: false })).toEqual([]);
  });
});

describe('publishingBadges', () => {
  it('marks published, hidden and pinned ones', () => {
    expect(publishingBadges(base)).toEqual(['published']);
    expect(publishingBadges({ ...base, pinned: true })).toEqual(['published', 'pinned']);
    expect(publishingBadges({ ...base, hidden: true, published: false })).toEqual(['hidden']);
    expect(publishingBadges({ ...base, status: 'pending', published: false })).toEqual([]);
    expect(publishingBadges({ ...base, publishPermission: false, published: false })).toEqual([]);
  });
});

describe('publishingSummary', () => {
  it('says why it shows or not', () => {
    expect(publishingSummary(base)).toMatch(/^Shown on your widgets and wall/);
    expect(publishingSummary({ ...base, hidden: true, published: false })).toMatch(/^Hidden/);
    expect(publishingSummary({ ...base, status: 'pending', published: false })).toMatch(/^Approve it/);
    expect(publishingSummary({ ...base, publishPermission: false, published: false })).toMatch(/did not allow/);
  });
});
