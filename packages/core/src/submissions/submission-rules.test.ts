import { describe, expect, it } from 'vitest';
import type { FormField } from '../journeys/types';
import { testimonialCopyText, testimonialTransition } from '../testimonials/testimonial-api';
import { reviewTransition, SUBMISSION_MESSAGES, submissionAnswers } from './submission-rules';
import { requestChangesSchema, submissionListQuerySchema } from './submission-schemas';

describe('reviewTransition', () => {
  it.each([
    ['submitted', 'reviewed', { ok: true, to: 'reviewed' }],
    ['submitted', 'changes_requested', { ok: true, to: 'changes_requested' }],
    ['reviewed', 'changes_requested', { ok: true, to: 'changes_requested' }],
    ['reviewed', 'reviewed', { ok: false, message: SUBMISSION_MESSAGES.alreadyReviewed }],
    ['changes_requested', 'reviewed', { ok: false, message: SUBMISSION_MESSAGES.waitingForClient }],
    ['changes_requested', 'changes_requested', { ok: false, message: SUBMISSION_MESSAGES.waitingForClient }],
  ] as const)('%s + %s', (from, action, expected) => {
    expect(reviewTransition(from, action)).toEqual(expected);
  });

  it('cannot send back a stage that asks no questions, but can mark it reviewed', () => {
    expect(reviewTransition('submitted', 'changes_requested', false)).toEqual({
      ok: false,
      message: SUBMISSION_MESSAGES.noQuestions,
    });
    expect(reviewTransition('submitted', 'reviewed', false).ok).toBe(true);
  });
});

describe('testimonialTransition', () => {
  it.each([
    ['pending', 'approved', true],
    ['pending', 'rejected', true],
    ['approved', 'rejected', true],
    ['rejected', 'approved', true],
    ['approved', 'approved', false],
    ['rejected', 'rejected', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(testimonialTransition(from, to).ok).toBe(allowed);
  });

  it('names the refusal', () => {
    expect(testimonialTransition('approved', 'approved')).toEqual({
      ok: false,
      message: 'This testimonial is already approved',
    });
  });

  it('copies the quoted content, an em dash, then the client name', () => {
    expect(testimonialCopyText({ content: 'So calm.', clientName: 'Maya Chen' })).toBe('"So calm." — Maya Chen');
  });
});

describe('submissionAnswers', () => {
  const fields: FormField[] = [
    { id: 'b', type: 'star-rating', label: 'Stars', required: false, maxRating: 7 },
    { id: 'a', type: 'text', label: '  Name ', required: true },
    { id: 'c', type: 'file', label: '', required: false },
  ];

  it('follows the stage order, labels by field, and puts answers without a field last', () => {
    expect(submissionAnswers({ gone_field: 'x', a: 'Jo', b: 5, c: null }, fields)).toEqual([
      { fieldId: 'b', label: 'Stars', fieldType: 'star-rating', maxRating: 7, value: 5 },
      { fieldId: 'a', label: 'Name', fieldType: 'text', maxRating: null, value: 'Jo' },
      { fieldId: 'c', label: 'C', fieldType: 'file', maxRating: null, value: null },
      { fieldId: 'gone_field', label: 'Gone Field', fieldType: null, maxRating: null, value: 'x' },
    ]);
  });
});

describe('the request schemas', () => {
  it('reads the inbox filters; blank means none', () => {
    expect(submissionListQuerySchema.parse({ client: '', status: '', from: '' })).toEqual({});
    expect(submissionListQuerySchema.safeParse({ status: 'draft' }).success).toBe(false);
    expect(
      submissionListQuerySchema.safeParse({ from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' }).success,
    ).toBe(false);
    expect(submissionListQuerySchema.safeParse({ from: '1969-12-31T23:59:59Z' }).success).toBe(false);
    expect(submissionListQuerySchema.safeParse({ client: 'x\u0000' }).success).toBe(false);
  });

  it('needs a trimmed comment of at most 2000 characters', () => {
    expect(requestChangesSchema.parse({ comment: ' Fix it ' })).toEqual({ comment: 'Fix it' });
    expect(requestChangesSchema.safeParse({ comment: ' ' }).success).toBe(false);
    expect(requestChangesSchema.safeParse({ comment: 'x'.repeat(2001) }).success).toBe(false);
  });
});
