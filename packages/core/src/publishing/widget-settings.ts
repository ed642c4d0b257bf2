import { z } from 'zod';
import { text } from '../text';
import { isUuid } from '../uuid';

/** Testimonial widgets (issue 21): what an owner configures, shared by the server and the configurator. */
export const WIDGET_LAYOUTS = ['grid', 'carousel', 'single', 'list'] as const;
export type WidgetLayout = (typeof WIDGET_LAYOUTS)[number];
export const WIDGET_THEMES = ['light', 'dark', 'auto'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];

export const WIDGET_LAYOUT_LABELS: Record<WidgetLayout, string> = {
  grid: 'Grid',
  carousel: 'Carousel',
  single: 'Single quote',
  list: 'Compact list',
};
export const WIDGET_THEME_LABELS: Record<WidgetTheme, string> = {
  light: 'Light',
  dark: 'Dark',
  auto: "Follow the visitor's system",
};

export const MAX_WIDGET_ITEMS = 50;
export const MAX_PICKED_TESTIMONIALS = 50;
export const MAX_WIDGETS_PER_WORKSPACE = 20;

export const PUBLISHING_MESSAGES = {
  widgetNameRequired: 'Widget name is required',
  widgetNameTooLong: 'Widget name must be at most 80 characters',
  invalidLayout: 'Choose a layout',
  invalidTheme: 'Choose a theme',
  invalidSelection: 'Choose which testimonials to show',
  pickAtLeastOne: 'Pick at least one testimonial',
  tooManyPicked: `Pick at most ${MAX_PICKED_TESTIMONIALS} testimonials`,
  invalidMinRating: 'Choose a minimum rating from 1 to 5',
  invalidMaxItems: `Show between 1 and ${MAX_WIDGET_ITEMS} testimonials`,
  tooManyWidgets: `A workspace can have at most ${MAX_WIDGETS_PER_WORKSPACE} widgets`,
  widgetNotFound: 'Widget not found',
  widgetSaved: 'Widget saved',
  widgetDeleted: 'Widget deleted',
  notPublishable: 'This client did not give permission to publish this testimonial.',
} as const;
const M = PUBLISHING_MESSAGES;

export const widgetSelectionSchema = z.discriminatedUnion(
  'mode',
  [
    z.strictObject({ mode: z.literal('all') }),
    z.strictObject({
      mode: z.literal('picked'),
      testimonialIds: z
        .array(z.string().refine(isUuid, M.invalidSelection), { error: M.pickAtLeastOne })
        .min(1, M.pickAtLeastOne)
        .max(MAX_PICKED_TESTIMONIALS, M.tooManyPicked),
    }),
    z.strictObject({
      mode: z.literal('min-rating'),
      minRating: z
        .number({ error: M.invalidMinRating })
        .int(M.invalidMinRating)
        .min(1, M.invalidMinRating)
        .max(5, M.invalidMinRating),
    }),
  ],
  { error: M.invalidSelection },
);

export const widgetSettingsSchema = z.strictObject({
  layout: z.enum(WIDGET_LAYOUTS, { error: M.invalidLayout }),
  theme: z.enum(WIDGET_THEMES, { error: M.invalidTheme }),
  selection: widgetSelectionSchema,
  showRating: z.boolean(),
  showDate: z.boolean(),
  maxItems: z
    .number({ error: M.invalidMaxItems })
    .int(M.invalidMaxItems)
    .min(1, M.invalidMaxItems)
    .max(MAX_WIDGET_ITEMS, M.invalidMaxItems),
});
export type WidgetSettings = z.output<typeof widgetSettingsSchema>;

export const DEFAULT_WIDGET_SETTINGS: WidgetSettings = {
  layout: 'grid',
  theme: 'light',
  selection: { mode: 'all' },
  showRating: true,
  showDate: false,
  maxItems: 6,
};

const widgetName = text({ label: 'Widget name', error: M.widgetNameRequired })
  .trim()
  .min(1, M.widgetNameRequired)
  .max(80, M.widgetNameTooLong);

export const widgetInputSchema = z.strictObject({ name: widgetName, settings: widgetSettingsSchema });
export const widgetPatchSchema = z.strictObject({
  name: widgetName.optional(),
  settings: widgetSettingsSchema.optional(),
});

/** PATCH /api/testimonials/{id}/publishing: hide from the widget and wall, or pin to the top. */
export const testimonialPublishingSchema = z.strictObject({
  hidden: z.boolean().optional(),
  pinned: z.boolean().optional(),
});

export const publishingSettingsPatchSchema = z.strictObject({ wallEnabled: z.boolean() });
