import { displayFileName } from '../files/display-name';
import { plural } from '../plural';
/**
 * Pure client rules (docs/product.md#client-status-and-progress), shared by server and web; no zod here so list pages stay small.
 */

export const CLIENT_STATUSES = ['active', 'completed', 'archived'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  archived: 'Archived',
};

export type StepProgressStatus = 'completed' | 'in_progress' | 'pending';

export const STEP_PROGRESS_LABELS: Record<StepProgressStatus, string> = {
  completed: 'Completed',
  in_progress: 'In Progress',
  pending: 'Pending',
};

/** Rounded current_step / steps × 100, 0 without steps, never above 100. */
export function progressPercent(currentStep: number, stepCount: number): number {
  if (stepCount <= 0) return 0;
  const done = Math.min(Math.max(currentStep, 0), stepCount);
  return Math.round((done / stepCount) * 100);
}

/** Steps completed, clamped to the journey (a journey can lose stages after a client advanced). */
export const completedSteps = (currentStep: number, stepCount: number) =>
  Math.min(Math.max(currentStep, 0), Math.max(stepCount, 0));

/** 'Step X of N' on a client card. */
export const stepOfLabel = (currentStep: number, stepCount: number) =>
  `Step ${completedSteps(currentStep, stepCount)} of ${stepCount}`;

/** 'Step X of N completed' on the client page. */
export const stepsCompletedLabel = (currentStep: number, stepCount: number) =>
  `${stepOfLabel(currentStep, stepCount)} completed`;

/**
 * The status of the step at 1-based `position`: the first current_step steps are completed,
 * the next one is in progress, the rest are pending.
 */
export function stepProgressStatus(position: number, currentStep: number): StepProgressStatus {
  if (position <= currentStep) return 'completed';
  if (position === currentStep + 1) return 'in_progress';
  return 'pending';
}

/** Steps (in order) marked completed / in progress / pending for a client at `currentStep`. */
export function stepProgressRows<T>(steps: readonly T[], currentStep: number): (T & { status: StepProgressStatus })[] {
  return steps.map((step, i) => ({ ...step, status: stepProgressStatus(i + 1, currentStep) }));
}

/** The portal address a client opens: {origin}/c/{share_token} */
export const portalPath = (shareToken: string) => `/c/${encodeURIComponent(shareToken)}`;
export const portalUrl = (origin: string, shareToken: string) =>
  `${origin.replace(/\/+$/, '')}${portalPath(shareToken)}`;

/** 'project_goals' / 'projectGoals' / 'project-goals' → 'Project Goals'. */
export function prettifyKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter(Boolean);
  if (words.length === 0) return key;
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

/** How one answer reads in a summary: lists joined, booleans Yes/No, empty as '—'. */
export function formatAnswer(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.length ? value.map(formatAnswer).join(', ') : '—';
  if (typeof value === 'object') {
    // A file answer stores { name } or { filename }; anything else is shown as compact JSON.
    const o = value as Record<string, unknown>;
    const name = o.name ?? o.filename ?? o.originalFilename;
    return typeof name === 'string' ? displayFileName(name) : JSON.stringify(value);
  }
  return String(value);
}

export interface AnswerSummaryRow {
  fieldId: string;
  label: string;
  value: string;
}

export interface AnswerSummary {
  fields: AnswerSummaryRow[];
  /** How many answers are left out ('+N more fields...'). */
  moreCount: number;
}

/** A response summary shows the first 4 fields. */
export const SUMMARY_FIELD_COUNT = 4;

/** The answered field ids in the stage's order, then answers whose field is gone. */
export function answerKeysInOrder(
  responseData: Record<string, unknown>,
  formConfig: readonly { id: string }[],
): string[] {
  const inStage = formConfig.map((f) => f.id).filter((id) => Object.hasOwn(responseData, id));
  const known = new Set(inStage);
  return [...inStage, ...Object.keys(responseData).filter((k) => !known.has(k))];
}

/**
 * The first answers of a submission, labelled by the stage's field labels (not their ids):
 * fields in the stage's order first, then answers whose field is gone, with a prettified key.
 */
export function summarizeAnswers(
  responseData: Record<string, unknown>,
  formConfig: readonly { id: string; label?: string | null }[],
  limit: number = SUMMARY_FIELD_COUNT,
): AnswerSummary {
  const labels = new Map<string, string>();
  for (const f of formConfig) if (f.label?.trim()) labels.set(f.id, f.label.trim());
  const ordered = answerKeysInOrder(responseData, formConfig);
  return {
    fields: ordered.slice(0, limit).map((id) => ({
      fieldId: id,
      label: labels.get(id) ?? prettifyKey(id),
      value: formatAnswer(responseData[id]),
    })),
    moreCount: Math.max(ordered.length - limit, 0),
  };
}

/** '+N more fields...' */
export const moreFieldsLabel = (n: number) => `+${plural(n, 'more field', 'more fields')}...`;
