import { type WidgetDto, type WidgetSettings, widgetInputSchema } from '@bloom/core';

/** What the editor holds for one widget until it is saved. */
export type SelectionMode = WidgetSettings['selection']['mode'];

export interface WidgetDraft {
  name: string;
  settings: WidgetSettings;
}

export const draftOf = (widget: Pick<WidgetDto, 'name' | 'settings'>): WidgetDraft => ({
  name: widget.name,
  settings: widget.settings,
});

/** JSON with sorted keys: the server may answer the same settings in another key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

export const sameDraft = (a: WidgetDraft, b: WidgetDraft) => canonical(a) === canonical(b);

export interface DraftErrors {
  name?: string;
  selection?: string;
  maxItems?: string;
}

/** Core's rules for a widget (the server's own), as one message per field of the editor. */
export function draftErrors(draft: WidgetDraft): DraftErrors {
  const result = widgetInputSchema.safeParse(draft);
  if (result.success) return {};
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    const [first, second] = issue.path;
    const field = first === 'name' ? 'name' : second === 'maxItems' ? 'maxItems' : 'selection';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The default minimum rating when the owner switches to that mode. */
export const DEFAULT_MIN_RATING = 4;

/** Switches which testimonials the widget shows, keeping a picked set or a rating chosen before. */
export function withSelectionMode(
  settings: WidgetSettings,
  mode: SelectionMode,
  previous: Partial<{ testimonialIds: string[]; minRating: number }> = {},
): WidgetSettings {
  const selection =
    mode === 'all'
      ? { mode }
      : mode === 'picked'
        ? { mode, testimonialIds: previous.testimonialIds ?? [] }
        : { mode, minRating: previous.minRating ?? DEFAULT_MIN_RATING };
  return { ...settings, selection };
}

/** Adds or removes one testimonial of a hand-picked widget. */
export function togglePicked(settings: WidgetSettings, id: string): WidgetSettings {
  if (settings.selection.mode !== 'picked') return settings;
  const ids = settings.selection.testimonialIds;
  const testimonialIds = ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
  return { ...settings, selection: { mode: 'picked', testimonialIds } };
}
