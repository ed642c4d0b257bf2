import type { FormField, PortalStageDto } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import {
  draftAnswers,
  initialAnswers,
  initialFormState,
  isDirty,
  type StageFormAction,
  type StageFormState,
  stageFormReducer,
  submitCheck,
} from './stage-form-state';

const fields: FormField[] = [
  { id: 'name', type: 'text', label: 'Your name', required: true },
  { id: 'email', type: 'email', label: 'Email', required: false },
  { id: 'brand', type: 'color', label: 'Brand colour', required: false, defaultColor: '#14B8A6' },
  { id: 'logo', type: 'file', label: 'Logo', required: false },
];
const stage = { stepType: 'onboarding' as const, fields };

const run = (state: StageFormState, ...actions: StageFormAction[]) => actions.reduce(stageFormReducer, state);

describe('stageFormReducer', () => {
  it('keeps each edit, counts it and clears that field’s message only', () => {
    const start = { ...initialFormState({}), errors: { name: 'Your name is required', email: 'x' } };
    const state = run(start, { type: 'edit', fieldId: 'name', value: 'Ada' });
    expect(state.answers).toEqual({ name: 'Ada' });
    expect(state.errors).toEqual({ email: 'x' });
    expect(state.revision).toBe(1);
    expect(isDirty(state)).toBe(true);
  });

  it('removes an answer edited to undefined (a removed file)', () => {
    const file = { attachmentId: 'a', name: 'a.png', size: 1, mimeType: 'image/png' };
    const state = run(initialFormState({ logo: file }), { type: 'edit', fieldId: 'logo', value: undefined });
    expect(state.answers).toEqual({});
  });

  it('is clean after a draft save that covers the last edit, and dirty after an edit made while saving', () => {
    let state = run(initialFormState({}), { type: 'edit', fieldId: 'name', value: 'A' }, { type: 'draft-saving' });
    const saving = state.revision;
    state = run(state, { type: 'edit', fieldId: 'name', value: 'Ad' }, { type: 'draft-saved', revision: saving });
    expect(state.draft).toBe('saved');
    expect(isDirty(state)).toBe(true);
    state = run(state, { type: 'draft-saved', revision: state.revision });
    expect(isDirty(state)).toBe(false);
    // An older save answering late does not make it dirty again.
    state = run(state, { type: 'draft-saved', revision: saving });
    expect(isDirty(state)).toBe(false);
  });

  it('marks a failed draft save and stays dirty', () => {
    const state = run(
      initialFormState({}),
      { type: 'edit', fieldId: 'name', value: 'A' },
      { type: 'draft-saving' },
      { type: 'draft-failed' },
    );
    expect(state.draft).toBe('failed');
    expect(isDirty(state)).toBe(true);
  });

  it('keeps what was typed when a submit fails, with the alert and the server’s field messages', () => {
    const state = run(
      initialFormState({}),
      { type: 'edit', fieldId: 'email', value: 'ada@' },
      { type: 'submit-start' },
      { type: 'submit-failed', message: 'Failed to submit form. Please try again.', fields: { email: 'Bad' } },
    );
    expect(state.submitting).toBe(false);
    expect(state.answers).toEqual({ email: 'ada@' });
    expect(state.submitError).toBe('Failed to submit form. Please try again.');
    expect(state.errors).toEqual({ email: 'Bad' });
    // The next try clears the alert while it runs.
    expect(run(state, { type: 'submit-start' })).toMatchObject({ submitting: true, submitError: null });
  });

  it('shows the check’s messages, and after a submit takes the server’s answers and is clean', () => {
    let state = run(initialFormState({}), { type: 'invalid', errors: { name: 'Your name is required' } });
    expect(state.errors).toEqual({ name: 'Your name is required' });
    state = run(state, { type: 'edit', fieldId: 'name', value: ' Ada ' }, { type: 'submit-start' });
    state = run(state, { type: 'submitted', answers: { name: 'Ada' } });
    expect(state).toMatchObject({ answers: { name: 'Ada' }, errors: {}, submitting: false, draft: 'idle' });
    expect(isDirty(state)).toBe(false);
  });

  it('tracks the fields whose file is uploading', () => {
    let state = run(initialFormState({}), { type: 'upload', fieldId: 'logo', active: true });
    expect(state.uploading).toEqual(['logo']);
    state = run(
      state,
      { type: 'upload', fieldId: 'logo', active: true },
      { type: 'upload', fieldId: 'x', active: true },
    );
    expect(state.uploading).toEqual(['logo', 'x']);
    expect(run(state, { type: 'upload', fieldId: 'logo', active: false }).uploading).toEqual(['x']);
  });
});

describe('initialAnswers', () => {
  const submission = (answers: Record<string, unknown>): PortalStageDto['submission'] => ({
    status: 'draft',
    changesComment: null,
    answers: answers as never,
    submittedAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  });

  it('opens with the draft or submission, and a colour field’s default when unanswered', () => {
    expect(initialAnswers(fields, null)).toEqual({ brand: '#14b8a6' });
    expect(initialAnswers(fields, submission({ name: 'Ada', brand: '#000000' }))).toEqual({
      name: 'Ada',
      brand: '#000000',
    });
  });
});

describe('draftAnswers and submitCheck', () => {
  it('saves what is typed so far (a half-typed email too), and checks required fields on submit', () => {
    expect(draftAnswers(stage, { name: ' Ada ', email: 'ada@', other: 'x' })).toEqual({ name: 'Ada', email: 'ada@' });
    expect(submitCheck(stage, { email: 'ada@' }).errors).toEqual({
      name: 'Your name is required',
      email: 'Please enter a valid email address',
    });
    expect(submitCheck(stage, { name: 'Ada', brand: '#ABCDEF' })).toEqual({
      answers: { name: 'Ada', brand: '#abcdef' },
      errors: {},
    });
  });

  it('checks a testimonial stage’s own fields', () => {
    const testimonial = { stepType: 'testimonial' as const, fields: [] };
    expect(submitCheck(testimonial, {}).errors).toMatchObject({
      rating: 'Choose a rating from 1 to 5',
      testimonial: 'Your testimonial is required',
    });
    expect(submitCheck(testimonial, { rating: 5, testimonial: 'x'.repeat(301) }).errors).toEqual({
      testimonial: 'Your testimonial must be 300 characters or fewer',
    });
  });
});
