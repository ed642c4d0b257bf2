import {
  MAX_WIDGET_ITEMS,
  type TestimonialDto,
  WIDGET_LAYOUT_LABELS,
  WIDGET_LAYOUTS,
  WIDGET_THEME_LABELS,
  WIDGET_THEMES,
  type WidgetLayout,
  type WidgetSettings,
  type WidgetTheme,
} from '@bloom/core';
import { GalleryHorizontal, LayoutGrid, List, type LucideIcon, Quote, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import {
  type DraftErrors,
  type SelectionMode,
  togglePicked,
  type WidgetDraft,
  withSelectionMode,
} from '../lib/widget-draft';
import { ChoiceGroup } from './choice-group';
import { TestimonialPicker } from './testimonial-picker';

const LAYOUT_ICONS: Record<WidgetLayout, LucideIcon> = {
  grid: LayoutGrid,
  carousel: GalleryHorizontal,
  single: Quote,
  list: List,
};
const LAYOUT_CHOICES = WIDGET_LAYOUTS.map((value) => ({
  value,
  label: WIDGET_LAYOUT_LABELS[value],
  icon: LAYOUT_ICONS[value],
}));
const THEME_CHOICES = WIDGET_THEMES.map((value) => ({ value, label: WIDGET_THEME_LABELS[value] }));
const SELECTION_CHOICES: { value: SelectionMode; label: string; hint: string }[] = [
  { value: 'all', label: 'All published', hint: 'New approvals appear on their own' },
  { value: 'picked', label: 'Hand-picked', hint: 'Only the ones you tick' },
  { value: 'min-rating', label: 'Minimum rating', hint: 'Only well-rated ones' },
];
const RATING_OPTIONS = [5, 4, 3, 2, 1].map((n) => ({ value: n, label: n === 5 ? '5 stars' : `${n} stars and up` }));

export function WidgetEditor({
  draft,
  onChange,
  errors,
  published,
  dirty,
  saving,
  onSave,
  onDelete,
}: {
  draft: WidgetDraft;
  onChange: (draft: WidgetDraft) => void;
  errors: DraftErrors;
  /** The published testimonials, in the widget's order: the hand-picked list. */
  published: TestimonialDto[];
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onDelete: () => void;
}) {
  const { settings } = draft;
  const pickerErrorId = useId();
  // What was chosen in a mode the owner leaves, so switching back restores it.
  const remembered = useRef<{ testimonialIds?: string[]; minRating?: number }>({});
  const set = (patch: Partial<WidgetSettings>) => onChange({ ...draft, settings: { ...settings, ...patch } });
  const setMode = (mode: SelectionMode) => {
    const current = settings.selection;
    if (current.mode === 'picked') remembered.current.testimonialIds = current.testimonialIds;
    if (current.mode === 'min-rating') remembered.current.minRating = current.minRating;
    onChange({ ...draft, settings: withSelectionMode(settings, mode, remembered.current) });
  };

  return (
    <Card className="p-5 sm:p-6">
      <form
        aria-label="Widget settings"
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
        noValidate
      >
        <FormField label="Widget name" error={errors.name} hint="Only you see it: name it after the page it goes on.">
          {(field) => (
            <Input
              {...field}
              value={draft.name}
              maxLength={120}
              onChange={(event) => onChange({ ...draft, name: event.target.value })}
            />
          )}
        </FormField>

        <ChoiceGroup
          legend="Layout"
          choices={LAYOUT_CHOICES}
          value={settings.layout}
          onChange={(layout) => set({ layout })}
        />
        <ChoiceGroup<WidgetTheme>
          legend="Theme"
          choices={THEME_CHOICES}
          value={settings.theme}
          onChange={(theme) => set({ theme })}
          columns={1}
        />

        <div className="space-y-3">
          <ChoiceGroup
            legend="Which testimonials"
            choices={SELECTION_CHOICES}
            value={settings.selection.mode}
            onChange={setMode}
            columns={1}
          />
          {settings.selection.mode === 'picked' ? (
            <TestimonialPicker
              testimonials={published}
              picked={settings.selection.testimonialIds}
              onToggle={(id) => onChange({ ...draft, settings: togglePicked(settings, id) })}
              error={errors.selection}
              errorId={pickerErrorId}
            />
          ) : null}
          {settings.selection.mode === 'min-rating' ? (
            <FormField label="Show testimonials rated" error={errors.selection}>
              {(field) => (
                <Select
                  {...field}
                  value={settings.selection.mode === 'min-rating' ? settings.selection.minRating : 4}
                  onChange={(event) =>
                    set({ selection: { mode: 'min-rating', minRating: Number(event.target.value) } })
                  }
                >
                  {RATING_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          ) : null}
        </div>

        <fieldset className="space-y-2.5">
          <legend className="mb-2 block text-sm font-medium text-slate-800">Details</legend>
          <Checkbox
            label="Show rating"
            checked={settings.showRating}
            onChange={(event) => set({ showRating: event.target.checked })}
          />
          <Checkbox
            label="Show date"
            checked={settings.showDate}
            onChange={(event) => set({ showDate: event.target.checked })}
          />
        </fieldset>

        <FormField
          label="Maximum testimonials"
          error={errors.maxItems}
          hint={
            settings.layout === 'single'
              ? 'The single quote layout shows the first one: pin the one you want on top.'
              : `From 1 to ${MAX_WIDGET_ITEMS}, pinned ones first, then the newest.`
          }
        >
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_WIDGET_ITEMS}
              className="w-28"
              value={Number.isNaN(settings.maxItems) ? '' : settings.maxItems}
              onChange={(event) =>
                set({ maxItems: event.target.value === '' ? Number.NaN : Number(event.target.value) })
              }
            />
          )}
        </FormField>

        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <button
            type="button"
            onClick={onDelete}
            className="inline-flex h-10 cursor-pointer items-center justify-center gap-2 self-start rounded-lg px-3 text-sm font-medium text-red-700 transition-colors duration-150 hover:bg-red-50 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 max-sm:self-center"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete widget
          </button>
          <div className="flex items-center justify-end gap-3">
            {dirty ? (
              <span className="text-sm text-slate-600" role="status">
                Unsaved changes
              </span>
            ) : null}
            <Button type="submit" disabled={!dirty} busy={saving} busyText="Saving...">
              Save
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}
