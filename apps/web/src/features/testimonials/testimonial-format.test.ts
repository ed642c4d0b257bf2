import type { ActorDto } from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { setOwnerTimeZone } from '../../lib/owner-dates';
import {
  formatDate,
  historyLine,
  MODERATION_COPY,
  moderationError,
  moderationLine,
  moderationTargets,
  ratingLabel,
  testimonialByline,
} from './testimonial-format';

const DANA: ActorDto = { kind: 'member', id: 'user-dana', name: 'Dana Admin' };

describe('moderationTargets', () => {
  it('offers both moves on a pending testimonial and only the other one after a decision', () => {
    expect(moderationTargets('pending')).toEqual(['approved', 'rejected']);
    expect(moderationTargets('approved')).toEqual(['rejected']);
    expect(moderationTargets('rejected')).toEqual(['approved']);
  });

  it('toasts the product strings', () => {
    expect(MODERATION_COPY.approved.done).toBe('Testimonial approved');
    expect(MODERATION_COPY.rejected.done).toBe('Testimonial rejected');
  });
});

describe('testimonialByline', () => {
  it('joins title and company and skips what is missing or blank', () => {
    expect(testimonialByline({ clientTitle: 'Owner', clientCompany: 'Harbor Bakery' })).toBe('Owner, Harbor Bakery');
    expect(testimonialByline({ clientTitle: null, clientCompany: 'Harbor Bakery' })).toBe('Harbor Bakery');
    expect(testimonialByline({ clientTitle: '  ', clientCompany: null })).toBe('');
  });
});

describe('ratingLabel', () => {
  it('reads as N out of 5 stars', () => {
    expect(ratingLabel(5)).toBe('5 out of 5 stars');
    expect(ratingLabel(1)).toBe('1 out of 5 stars');
  });
});

describe('formatDate', () => {
  it('formats in en-US', () => {
    expect(formatDate('2026-01-05T12:00:00.000Z')).toBe('Jan 5, 2026');
  });
});

describe('historyLine', () => {
  it("says whether the client's own events gave permission", () => {
    expect(historyLine({ action: 'submitted', publishPermission: true, at: '', actor: null })).toEqual({
      label: 'Written by the client',
      detail: 'Gave permission to publish',
    });
    expect(historyLine({ action: 'edited', publishPermission: false, at: '', actor: null }).detail).toBe(
      'Did not give permission to publish',
    );
  });

  it('names the contact who wrote or edited it, and the client without one', () => {
    const priya: ActorDto = { kind: 'contact', id: 'contact-priya', name: 'Priya Shah' };
    expect(historyLine({ action: 'submitted', publishPermission: true, at: '', actor: priya }).label).toBe(
      'Written by Priya Shah',
    );
    expect(historyLine({ action: 'edited', publishPermission: true, at: '', actor: priya }).label).toBe(
      'Edited by Priya Shah',
    );
    expect(historyLine({ action: 'edited', publishPermission: true, at: '', actor: null }).label).toBe(
      'Edited by the client',
    );
  });

  it("adds nothing to the owner's decisions but who took them", () => {
    expect(historyLine({ action: 'approved', publishPermission: null, at: '', actor: null })).toEqual({
      label: 'Approved',
      detail: null,
    });
    expect(historyLine({ action: 'rejected', publishPermission: null, at: '', actor: DANA })).toEqual({
      label: 'Rejected by Dana Admin',
      detail: null,
    });
  });
});

describe('moderationLine', () => {
  beforeAll(() => setOwnerTimeZone('UTC'));
  afterAll(() => setOwnerTimeZone(null));
  const written = {
    action: 'submitted',
    publishPermission: true,
    at: '2026-12-01T09:00:00.000Z',
    actor: null,
  } as const;
  const decided = (action: 'approved' | 'rejected', actor: ActorDto | null) =>
    ({ action, publishPermission: null, at: '2026-12-03T23:30:00.000Z', actor }) as const;

  it("says who approved or rejected it and on which day of the workspace's zone", () => {
    expect(moderationLine({ status: 'approved', history: [written, decided('approved', DANA)] })).toBe(
      'Dana Admin approved this on Dec 3, 2026',
    );
    expect(moderationLine({ status: 'rejected', history: [written, decided('rejected', DANA)] })).toBe(
      'Dana Admin rejected this on Dec 3, 2026',
    );
    setOwnerTimeZone('Asia/Tokyo');
    expect(moderationLine({ status: 'approved', history: [written, decided('approved', DANA)] })).toBe(
      'Dana Admin approved this on Dec 4, 2026',
    );
    setOwnerTimeZone('UTC');
  });

  it('names no one for a decision from before attribution, and says nothing while pending', () => {
    expect(moderationLine({ status: 'approved', history: [written, decided('approved', null)] })).toBe(
      'Approved on Dec 3, 2026',
    );
    expect(moderationLine({ status: 'pending', history: [written] })).toBeNull();
  });
});

describe('moderationError', () => {
  it("shows a refused move in the server's words", () => {
    const error = new ApiError(409, 'INVALID_TRANSITION', 'This testimonial is already approved');
    expect(moderationError(error)).toBe('This testimonial is already approved');
  });

  it('falls back to the retry line for server and network failures', () => {
    expect(moderationError(new ApiError(500, 'INTERNAL', 'Something went wrong'))).toBe(
      'Could not update the testimonial. Please try again.',
    );
    expect(moderationError(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe(
      'Could not update the testimonial. Please try again.',
    );
    expect(moderationError(new Error('boom'))).toBe('Could not update the testimonial. Please try again.');
  });
});
