import { DUE_REMINDER_LIMITS } from './due-rules';

/** The journeys' texts, apart from the API schemas so pages need not load zod for them. */

export const QUICK_JOURNEY_MESSAGES = {
  nameRequired: 'Journey name is required',
  templateRequired: 'Please select a template',
  workspaceNotReady: 'Workspace is not ready yet. Please try again in a moment.',
  noPhase: 'Select at least one phase to include in your journey.',
  templateMissing: 'Unable to find the selected template. Please try again.',
  noStages: 'This template has no stages for the phases you selected.',
} as const;

export const JOURNEY_MESSAGES = {
  notFound: 'Journey not found',
  templateNotFound: 'Template not found',
  builtinReadOnly: 'Built-in journeys cannot be changed. Duplicate it to make your own copy.',
  saved: 'Journey saved successfully!',
  saveFailed: 'Failed to save journey',
  createdFromTemplate: 'Journey created from template!',
  quickFailed: 'Failed to create journey',
  quickUnexpected: 'Something went wrong while creating your journey.',
  duplicated: (n: string) => `Duplicated "${n}" successfully`,
  deleted: (n: string) => `Deleted "${n}"`,
  deleteConfirm: (n: string) => `Are you sure you want to delete "${n}"? This action cannot be undone.`,
  loadError: (e: string) => `Error loading journeys: ${e}`,
} as const;

/** A copy of a built-in keeps its name; a copy of a workspace journey gets ' (Copy)'. */
export function duplicateJourneyName(source: { name: string; isDefault: boolean }): string {
  return source.isDefault ? source.name : `${source.name} (Copy)`;
}

/** The workspace's due-date reminder days (Settings → Email). */
export const DUE_REMINDER_MESSAGES = {
  offsetsInvalid: `Due-date reminders are at most ${DUE_REMINDER_LIMITS.offsets} different days, from ${DUE_REMINDER_LIMITS.maxDays} days before to ${DUE_REMINDER_LIMITS.maxDays} days after the due date.`,
} as const;

/** The journey editor's words for conditions that cannot be evaluated, and unfinished rules. */
export const CONDITION_MESSAGES = {
  missing: 'Refers to a question that was deleted — it will always show',
  later: 'Refers to a question that comes later — it will always show',
  valueNeeded: 'Choose a value — this rule is ignored until you do',
  noEarlierQuestion: 'There is no earlier question to depend on yet.',
} as const;
