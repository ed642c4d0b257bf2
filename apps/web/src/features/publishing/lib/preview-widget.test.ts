import { DEFAULT_WIDGET_SETTINGS, type TestimonialDto, type WidgetSettings } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { previewWidget, publishedInOrder, toPublicTestimonial, widgetSelection } from './preview-widget';

let seq = 0;
const testimonial = (extra: Partial<TestimonialDto> = {}): TestimonialDto => {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    clientId: 'c1',
    projectName: 'Private project',
    clientName: `Client ${seq}`,
    clientTitle: 'Owner',
    clientCompany: null,
    content: `Quote ${seq}`,
    rating: 5,
    publishPermission: true,
    status: 'approved',
    createdAt: '2026-01-01T10:00:00.000Z',
    approvedAt: `2026-01-${String((seq % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
    hidden: false,
    pinned: false,
    published: true,
    ...extra,
  };
};

const settings = (extra: Partial<WidgetSettings> = {}): WidgetSettings => ({ ...DEFAULT_WIDGET_SETTINGS, ...extra });
const brand = { name: 'Acme', logoUrl: null, primaryColor: '#7c3aed', accentColor: null };

describe('publishedInOrder', () => {
  it('keeps only published testimonials, pinned first, then newest approval', () => {
    const old = testimonial({ approvedAt: '2026-01-02T00:00:00.000Z' });
    const recent = testimonial({ approvedAt: '2026-03-02T00:00:00.000Z' });
    const pinned = testimonial({ approvedAt: '2025-12-01T00:00:00.000Z', pinned: true });
    const hidden = testimonial({ hidden: true, published: false });
    const privateOne = testimonial({ publishPermission: false, published: false });
    const pending = testimonial({ status: 'pending', approvedAt: null, published: false });
    expect(publishedInOrder([old, hidden, recent, privateOne, pinned, pending]).map((t) => t.id)).toEqual([
      pinned.id,
      recent.id,
      old.id,
    ]);
  });
});

describe('widgetSelection', () => {
  const five = testimonial({ rating: 5, approvedAt: '2026-02-05T00:00:00.000Z' });
  const four = testimonial({ rating: 4, approvedAt: '2026-02-04T00:00:00.000Z' });
  const none = testimonial({ rating: null, approvedAt: '2026-02-03T00:00:00.000Z' });
  const hidden = testimonial({ rating: 5, hidden: true, published: false });
  const all = [five, four, none, hidden];

  it('shows all published ones up to the maximum', () => {
    expect(widgetSelection(settings(), all)).toEqual([five, four, none]);
    expect(widgetSelection(settings({ maxItems: 2 }), all)).toEqual([five, four]);
  });

  it('shows only hand-picked ones that are still published', () => {
    const picked = settings({ selection: { mode: 'picked', testimonialIds: [none.id, hidden.id] } });
    expect(widgetSelection(picked, all)).toEqual([none]);
  });

  it('shows ratings at or above the minimum, never an unrated one', () => {
    expect(widgetSelection(settings({ selection: { mode: 'min-rating', minRating: 4 } }), all)).toEqual([five, four]);
    expect(widgetSelection(settings({ selection: { mode: 'min-rating', minRating: 5 } }), all)).toEqual([five]);
  });
});

describe('previewWidget', () => {
  it('has the public JSON’s shape and no private field', () => {
    const t = testimonial({ clientCompany: 'Harbor Bakery', approvedAt: '2026-01-05T23:30:00.000Z' });
    const preview = previewWidget('w1', settings({ layout: 'carousel', theme: 'dark', showDate: true }), [t], brand);
    expect(preview.widget).toEqual({
      id: 'w1',
      layout: 'carousel',
      theme: 'dark',
      showRating: true,
      showDate: true,
      brand,
    });
    expect(preview.testimonials).toEqual([
      { quote: t.content, name: t.clientName, title: 'Owner', company: 'Harbor Bakery', rating: 5, date: '2026-01-05' },
    ]);
    expect(JSON.stringify(preview)).not.toContain('Private project');
    expect(JSON.stringify(preview)).not.toContain(t.id);
  });

  it('dates a testimonial without an approval time by when it was written', () => {
    expect(toPublicTestimonial(testimonial({ approvedAt: null, createdAt: '2025-07-09T08:00:00.000Z' })).date).toBe(
      '2025-07-09',
    );
  });
});
