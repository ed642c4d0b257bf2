import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  formatDate,
  historyLine,
  MODERATION_COPY,
  moderationError,
  moderationTargets,
  ratingLabel,
  testimonialByline,
} from './testimonial-format';

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
    expect(historyLine({ action: 'submitted', publishPermission: true, at: '' })).toEqual({
      label: 'Written by the client',
      detail: 'Gave permission to publish',
    });
    expect(historyLine({ action: 'edited', publishPermission: false, at: '' }).detail).toBe(
      'Did not give permission to publish',
    );
  });

  it("adds nothing to the owner's decisions", () => {
    expect(historyLine({ action: 'approved', publishPermission: null, at: '' })).toEqual({
      label: 'Approved',
      detail: null,
    });
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
