import { z } from 'zod';
import { WIDGET_LAYOUTS, WIDGET_THEMES, widgetSettingsSchema } from './widget-settings';

/** An owner's widget. */
export const widgetSchema = z.object({
  id: z.string(),
  name: z.string(),
  settings: widgetSettingsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WidgetDto = z.output<typeof widgetSchema>;
export const widgetResponseSchema = z.object({ widget: widgetSchema });
export const widgetListResponseSchema = z.object({ widgets: z.array(widgetSchema) });

/** The public wall's switch and where it lives. */
export const publishingSettingsSchema = z.object({
  wallEnabled: z.boolean(),
  /** /gallery/{workspaceId}, relative to the app's origin. */
  wallPath: z.string(),
  /** Published testimonials (approved, permitted, not hidden): what the widget and wall can show. */
  publishedCount: z.number(),
});
export const publishingSettingsResponseSchema = z.object({ publishing: publishingSettingsSchema });

/** One testimonial as the public sees it: nothing else of it ever leaves the server. */
export const publicTestimonialSchema = z.object({
  quote: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  rating: z.number().nullable(),
  /** The approval date, YYYY-MM-DD. */
  date: z.string(),
});
export type PublicTestimonial = z.output<typeof publicTestimonialSchema>;

export const publicBrandSchema = z.object({
  name: z.string(),
  /** Absolute URL of the logo, or null. */
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  accentColor: z.string().nullable(),
});

/** GET /api/public/widgets/{widgetId}: the widget's look and its testimonials, public fields only. */
export const publicWidgetResponseSchema = z.object({
  widget: z.object({
    id: z.string(),
    layout: z.enum(WIDGET_LAYOUTS),
    theme: z.enum(WIDGET_THEMES),
    showRating: z.boolean(),
    showDate: z.boolean(),
    brand: publicBrandSchema,
  }),
  testimonials: z.array(publicTestimonialSchema),
});
export type PublicWidget = z.output<typeof publicWidgetResponseSchema>;
