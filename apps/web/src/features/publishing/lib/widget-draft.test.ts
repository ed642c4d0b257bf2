import { DEFAULT_WIDGET_SETTINGS, PUBLISHING_MESSAGES } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { draftErrors, sameDraft, togglePicked, withSelectionMode } from './widget-draft';

const id1 = '3f2a6c1e-8b7d-4c3a-9e2f-1a2b3c4d5e6f';
const id2 = '4f2a6c1e-8b7d-4c3a-9e2f-1a2b3c4d5e6f';
const draft = { name: 'Homepage', settings: DEFAULT_WIDGET_SETTINGS };

describe('draftErrors', () => {
  it('accepts a complete widget', () => {
    expect(draftErrors(draft)).toEqual({});
  });

  it('names the field in core’s words', () => {
    expect(draftErrors({ ...draft, name: '   ' })).toEqual({ name: PUBLISHING_MESSAGES.widgetNameRequired });
    expect(draftErrors({ ...draft, name: 'x'.repeat(81) })).toEqual({ name: PUBLISHING_MESSAGES.widgetNameTooLong });
    expect(draftErrors({ ...draft, settings: { ...draft.settings, maxItems: Number.NaN } })).toEqual({
      maxItems: PUBLISHING_MESSAGES.invalidMaxItems,
    });
    expect(draftErrors({ ...draft, settings: { ...draft.settings, maxItems: 51 } })).toEqual({
      maxItems: PUBLISHING_MESSAGES.invalidMaxItems,
    });
    expect(draftErrors({ ...draft, settings: withSelectionMode(draft.settings, 'picked') })).toEqual({
      selection: PUBLISHING_MESSAGES.pickAtLeastOne,
    });
  });
});

describe('selection changes', () => {
  it('starts a minimum rating at 4 stars and keeps what was chosen before', () => {
    expect(withSelectionMode(draft.settings, 'min-rating').selection).toEqual({ mode: 'min-rating', minRating: 4 });
    expect(withSelectionMode(draft.settings, 'picked', { testimonialIds: [id1] }).selection).toEqual({
      mode: 'picked',
      testimonialIds: [id1],
    });
    expect(withSelectionMode(draft.settings, 'all').selection).toEqual({ mode: 'all' });
  });

  it('adds and removes a hand-picked testimonial', () => {
    const picked = withSelectionMode(draft.settings, 'picked');
    const two = togglePicked(togglePicked(picked, id1), id2);
    expect(two.selection).toEqual({ mode: 'picked', testimonialIds: [id1, id2] });
    expect(togglePicked(two, id1).selection).toEqual({ mode: 'picked', testimonialIds: [id2] });
    expect(togglePicked(draft.settings, id1)).toBe(draft.settings);
  });
});

describe('sameDraft', () => {
  it('ignores key order and sees any real change', () => {
    const reordered = { settings: { ...draft.settings, selection: { mode: 'all' as const } }, name: 'Homepage' };
    expect(sameDraft(draft, reordered)).toBe(true);
    expect(sameDraft(draft, { ...draft, settings: { ...draft.settings, showDate: true } })).toBe(false);
    expect(sameDraft(draft, { ...draft, name: 'Home' })).toBe(false);
  });
});
