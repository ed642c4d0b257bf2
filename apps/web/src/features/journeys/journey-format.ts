import type { FieldType, JourneyDto, Phase } from '@bloom/core';
import { formatOwnerShortDate } from '../../lib/owner-dates';

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
  number: 'Number',
  date: 'Date',
};

/** The one count-and-noun rule, kept in core. */
export { plural } from '@bloom/core';

/** 'Jan 5', in the workspace's time zone. */
export const formatShortDate = (iso: string) => formatOwnerShortDate(iso);
