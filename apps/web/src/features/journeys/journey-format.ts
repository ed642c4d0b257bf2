import type { FieldType, JourneyDto, Phase } from '@bloom/core';

/** Built-in journeys are shared by every workspace and read-only: duplicate them to edit. */
export const isBuiltin = (journey: Pick<JourneyDto, 'isDefault' | 'origin'>) =>
  journey.isDefault || journey.origin === 'builtin';

export const PHASE_LABELS: Record<Phase, string> = {
  onboarding: 'Onboarding',
  deliverables: 'Deliverables',
  feedback: 'Feedback',
};

export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  text: 'Text',
  email: 'Email',
  textarea: 'Long text',
  radio: 'Multiple choice',
  checkbox: 'Checkboxes',
  select: 'Dropdown',
  file: 'File upload',
  color: 'Color',
  'star-rating': 'Star rating',
  approval: 'Approval',
};

/** The one count-and-noun rule, kept in core. */
export { plural } from '@bloom/core';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** 'Jan 5' */
export const formatShortDate = (iso: string) => shortDate.format(new Date(iso));

/** Renders the server's sanitised welcome-message HTML (paragraphs, marks, lists, links). */
export const richTextClasses = [
  'text-sm leading-relaxed text-slate-700 sm:text-base',
  '[&_p]:my-0 [&_p+p]:mt-3 [&_p:empty]:min-h-[1lh]',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 [&_li>p]:my-0',
  '[&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
].join(' ');
