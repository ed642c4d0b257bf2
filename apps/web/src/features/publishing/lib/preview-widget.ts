import type { PublicTestimonial, PublicWidget, TestimonialDto, WidgetSettings } from '@bloom/core';

/** The workspace's look as the widget shows it. */
export interface WidgetBrand {
  name: string;
  logoUrl: string | null;
  primaryColor: string;
  accentColor: string | null;
}

type Candidate = Pick<
  TestimonialDto,
  | 'id'
  | 'content'
  | 'clientName'
  | 'clientTitle'
  | 'clientCompany'
  | 'rating'
  | 'published'
  | 'pinned'
  | 'approvedAt'
  | 'createdAt'
>;

const approvedTime = (t: Candidate) => Date.parse(t.approvedAt ?? t.createdAt) || 0;

/**
 * Published testimonials in the widget's order: pinned first, then newest approval. The server
 * orders pinned ones by when they were pinned, which the owner's list does not carry; among
 * pinned ones the preview falls back to newest approval.
 */
export const publishedInOrder = <T extends Candidate>(testimonials: readonly T[]): T[] =>
  testimonials
    .filter((t) => t.published)
    .sort((a, b) => Number(b.pinned) - Number(a.pinned) || approvedTime(b) - approvedTime(a));

/** The widget's choice among the published ones, as the server makes it: all, picked or a minimum rating; at most maxItems. */
export function widgetSelection<T extends Candidate>(settings: WidgetSettings, testimonials: readonly T[]): T[] {
  const { selection } = settings;
  const picked = selection.mode === 'picked' ? new Set(selection.testimonialIds) : null;
  return publishedInOrder(testimonials)
    .filter((t) => !picked || picked.has(t.id))
    .filter((t) => selection.mode !== 'min-rating' || (t.rating ?? 0) >= selection.minRating)
    .slice(0, settings.maxItems);
}

/** A testimonial as the public sees it (publicTestimonialSchema): nothing private. */
export const toPublicTestimonial = (t: Candidate): PublicTestimonial => ({
  quote: t.content,
  name: t.clientName,
  title: t.clientTitle,
  company: t.clientCompany,
  rating: t.rating,
  date: (t.approvedAt ?? t.createdAt).slice(0, 10),
});

/**
 * The public widget JSON the embed would receive for these (possibly unsaved) settings, built from
 * the owner's own list: the live preview renders exactly this with the embed's renderer.
 */
export function previewWidget(
  id: string,
  settings: WidgetSettings,
  testimonials: readonly Candidate[],
  brand: WidgetBrand,
): PublicWidget {
  return {
    widget: {
      id,
      layout: settings.layout,
      theme: settings.theme,
      showRating: settings.showRating,
      showDate: settings.showDate,
      brand,
    },
    testimonials: widgetSelection(settings, testimonials).map(toPublicTestimonial),
  };
}
