import { displayFileName } from '../files/display-name';
import { isCalendarDate } from '../journeys/calendar-date';
import { numberOf } from '../journeys/conditions';
import { FIELD_TYPES, type FormField, type Phase } from '../journeys/types';
import { HEX_COLOR } from '../messages';
import { PORTAL_VALIDATION, TESTIMONIAL_FORM, TESTIMONIAL_LIMITS } from './portal-messages';

/**
 * The portal's rules, shared by the server (which enforces them) and the portal page (which shows
 * them as the client types). Zod-free: the portal's JavaScript budget is 100 KB.
 */

/** A file answer: the attachment the client uploaded through the portal. */
export interface PortalFileAnswer {
  attachmentId: string;
  name: string;
  size: number;
  mimeType: string;
}

export type AnswerValue = string | string[] | number | boolean | PortalFileAnswer;
export type Answers = Record<string, AnswerValue>;

/** Longest answer per field type, in characters. */
export const ANSWER_LIMITS = { text: 1000, email: 254, textarea: 10_000, number: 1e12 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const APPROVAL_VALUES = ['approved', 'changes_requested'] as const;
export type ApprovalValue = (typeof APPROVAL_VALUES)[number];

export const isPlainRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const fieldLabel = (f: FormField) => f.label.trim() || 'This field';

/** What the portal renders a field as: unknown types fall back to text (docs/product.md#answering-a-stage). */
export function fieldKind(field: Pick<FormField, 'type'>): FormField['type'] {
  return (FIELD_TYPES as readonly string[]).includes(field.type) ? field.type : 'text';
}

export const maxRatingOf = (field: Pick<FormField, 'maxRating'>) =>
  Math.min(Math.max(Math.trunc(field.maxRating ?? 5), 1), 10);

/** A checkbox with options is a list of them; without options it is one yes/no box. */
export const isMultiCheckbox = (field: FormField) =>
  fieldKind(field) === 'checkbox' && (field.options?.length ?? 0) > 0;

type Checked = { value: AnswerValue } | { empty: true } | { error: string };

const FILE_ANSWER_TYPES: Record<string, string> = {
  attachmentId: 'string',
  name: 'string',
  size: 'number',
  mimeType: 'string',
};

/**
 * What the portal sends for a file question: the upload's answer, `{ attachmentId, name, size,
 * mimeType }` (only the id counts; the server fills in the rest from the stored file), with no
 * other keys and none of another type.
 */
function isFileAnswerShape(raw: unknown): raw is { attachmentId: string } & Partial<PortalFileAnswer> {
  if (!isPlainRecord(raw) || typeof raw.attachmentId !== 'string' || !UUID.test(raw.attachmentId)) return false;
  return Object.entries(raw).every(
    ([key, v]) => Object.hasOwn(FILE_ANSWER_TYPES, key) && typeof v === FILE_ANSWER_TYPES[key],
  );
}

function checkString(raw: unknown, max: number, label: string): Checked {
  if (typeof raw !== 'string') return { error: PORTAL_VALIDATION.invalid(label) };
  const value = raw.trim();
  if (!value) return { empty: true };
  if (value.length > max) return { error: PORTAL_VALIDATION.tooLong(label, max) };
  return { value };
}

/**
 * One answer checked against its field: its value, empty, or the message to show under it. A
 * draft keeps what is half typed (an email without its domain, a colour being entered) so it
 * can be restored; types and sizes hold either way.
 */
export function checkAnswer(field: FormField, raw: unknown, mode: 'submit' | 'draft' = 'submit'): Checked {
  if (raw === undefined || raw === null) return { empty: true };
  const label = fieldLabel(field);
  const options = field.options ?? [];
  switch (fieldKind(field)) {
    case 'email': {
      const r = checkString(raw, ANSWER_LIMITS.email, label);
      if (mode === 'submit' && 'value' in r && !EMAIL.test(r.value as string)) {
        return { error: PORTAL_VALIDATION.invalidEmail };
      }
      return r;
    }
    case 'textarea':
      return checkString(raw, ANSWER_LIMITS.textarea, label);
    case 'radio':
    case 'select': {
      const r = checkString(raw, ANSWER_LIMITS.text, label);
      if ('value' in r && options.length > 0 && !options.includes(r.value as string)) {
        return { error: PORTAL_VALIDATION.chooseOption(label) };
      }
      return r;
    }
    case 'checkbox': {
      if (options.length === 0) {
        if (typeof raw !== 'boolean') return { error: PORTAL_VALIDATION.invalid(label) };
        return raw ? { value: true } : { empty: true };
      }
      if (!Array.isArray(raw) || raw.some((o) => typeof o !== 'string' || !options.includes(o))) {
        return { error: PORTAL_VALIDATION.chooseOption(label) };
      }
      const picked = options.filter((o) => raw.includes(o));
      return picked.length ? { value: picked } : { empty: true };
    }
    case 'file': {
      if (raw === '') return { empty: true };
      if (!isFileAnswerShape(raw)) return { error: PORTAL_VALIDATION.file };
      const name = typeof raw.name === 'string' ? raw.name.slice(0, 255) : 'file';
      const size = typeof raw.size === 'number' && Number.isFinite(raw.size) ? raw.size : 0;
      const mimeType = typeof raw.mimeType === 'string' ? raw.mimeType.slice(0, 255) : 'application/octet-stream';
      return { value: { attachmentId: raw.attachmentId.toLowerCase(), name, size, mimeType } };
    }
    case 'color': {
      const r = checkString(raw, 7, label);
      if ('error' in r) return { error: PORTAL_VALIDATION.color };
      if (mode === 'submit' && 'value' in r && !HEX_COLOR.test(r.value as string)) {
        return { error: PORTAL_VALIDATION.color };
      }
      return 'value' in r ? { value: (r.value as string).toLowerCase() } : r;
    }
    case 'star-rating': {
      const max = maxRatingOf(field);
      if (raw === '' || raw === 0) return { empty: true };
      if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1 || raw > max) {
        return { error: PORTAL_VALIDATION.rating(max) };
      }
      return { value: raw };
    }
    case 'number': {
      if (raw === '') return { empty: true };
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? numberOf(raw) : null;
      if (n === null || !Number.isFinite(n) || Math.abs(n) > ANSWER_LIMITS.number) {
        return { error: PORTAL_VALIDATION.number(label) };
      }
      return { value: n };
    }
    case 'date': {
      if (raw === '') return { empty: true };
      if (typeof raw !== 'string' || !isCalendarDate(raw)) return { error: PORTAL_VALIDATION.date };
      return { value: raw };
    }
    case 'approval': {
      if (raw === '') return { empty: true };
      if (typeof raw !== 'string' || !(APPROVAL_VALUES as readonly string[]).includes(raw)) {
        return { error: PORTAL_VALIDATION.approval };
      }
      return { value: raw };
    }
    default:
      return checkString(raw, ANSWER_LIMITS.text, label);
  }
}

export interface AnswerCheck {
  /** Only the stage's fields, cleaned; empty answers left out. */
  answers: Answers;
  /** Field id → message; empty when the answers pass. */
  errors: Record<string, string>;
}

/**
 * Checks a stage's answers: unknown keys are dropped, each answer is checked by its field's type,
 * and on submit (not for a draft) required fields must be answered: '{label} is required'.
 */
export function checkAnswers(fields: readonly FormField[], raw: unknown, mode: 'submit' | 'draft'): AnswerCheck {
  const input = isPlainRecord(raw) ? raw : {};
  const answers: [string, AnswerValue][] = [];
  const errors: [string, string][] = [];
  for (const field of fields) {
    const result = checkAnswer(field, Object.hasOwn(input, field.id) ? input[field.id] : undefined, mode);
    if ('error' in result) errors.push([field.id, result.error]);
    else if ('value' in result) answers.push([field.id, result.value]);
    else if (mode === 'submit' && field.required)
      errors.push([field.id, PORTAL_VALIDATION.required(fieldLabel(field))]);
  }
  // fromEntries defines own properties, so a field id such as "__proto__" stays a plain key.
  return { answers: Object.fromEntries(answers), errors: Object.fromEntries(errors) };
}

export const hasErrors = (errors: Record<string, string>) => Object.keys(errors).length > 0;

/**
 * A stored answer as it is shown: a file answer's name cleaned by `displayFileName` (answers stored
 * before issue 24 kept the name as sent, right-to-left overrides and all); any other value as it is.
 */
export function displayAnswer(value: unknown): unknown {
  if (!isPlainRecord(value) || typeof value.attachmentId !== 'string' || typeof value.name !== 'string') return value;
  return { ...value, name: displayFileName(value.name) };
}

// --- The testimonial stage ---------------------------------------------------------------

/** The testimonial stage's own answers; a journey's fields with these ids are replaced by them. */
export const TESTIMONIAL_KEYS = {
  rating: 'rating',
  content: 'testimonial',
  title: 'client_title',
  company: 'client_company',
  permission: 'share_permission',
} as const;

const RESERVED = new Set<string>(Object.values(TESTIMONIAL_KEYS));

/** The testimonial form: the fixed testimonial fields, then the stage's other questions. */
export function testimonialFields(formConfig: readonly FormField[]): FormField[] {
  const fixed: FormField[] = [
    {
      id: TESTIMONIAL_KEYS.rating,
      type: 'star-rating',
      label: TESTIMONIAL_FORM.rating,
      required: true,
      maxRating: TESTIMONIAL_LIMITS.maxRating,
    },
    { id: TESTIMONIAL_KEYS.content, type: 'textarea', label: TESTIMONIAL_FORM.content, required: true },
    { id: TESTIMONIAL_KEYS.title, type: 'text', label: TESTIMONIAL_FORM.title, required: false },
    { id: TESTIMONIAL_KEYS.company, type: 'text', label: TESTIMONIAL_FORM.company, required: false },
    { id: TESTIMONIAL_KEYS.permission, type: 'checkbox', label: TESTIMONIAL_FORM.permission, required: false },
  ];
  return [...fixed, ...formConfig.filter((f) => !RESERVED.has(f.id))];
}

/** The testimonial text is at most 300 characters (the counter's maximum). */
export function checkTestimonialAnswers(formConfig: readonly FormField[], raw: unknown, mode: 'submit' | 'draft') {
  const result = checkAnswers(testimonialFields(formConfig), raw, mode);
  const content = result.answers[TESTIMONIAL_KEYS.content];
  if (typeof content === 'string' && content.length > TESTIMONIAL_LIMITS.max) {
    result.errors[TESTIMONIAL_KEYS.content] = TESTIMONIAL_FORM.contentTooLong;
  }
  if (mode === 'submit' && result.errors[TESTIMONIAL_KEYS.rating]) {
    result.errors[TESTIMONIAL_KEYS.rating] = TESTIMONIAL_FORM.ratingRequired;
  }
  return result;
}

/** The fields a stage's form shows and checks. */
export const stageFields = (stage: { stepType: string; fields: readonly FormField[] }): FormField[] =>
  stage.stepType === 'testimonial' ? testimonialFields(stage.fields) : [...stage.fields];

/** Checks a stage's answers by its type. */
export const checkStageAnswers = (
  stage: { stepType: string; fields: readonly FormField[] },
  raw: unknown,
  mode: 'submit' | 'draft',
): AnswerCheck =>
  stage.stepType === 'testimonial'
    ? checkTestimonialAnswers(stage.fields, raw, mode)
    : checkAnswers(stage.fields, raw, mode);

// --- Step status, phases and the timeline (docs/product.md#the-page) ----------------------------------

export type PortalStepStatus = 'completed' | 'current' | 'locked';

/**
 * Completed if the stage has a submission; current if it is the first stage of its phase (by
 * order) without one; otherwise locked. Only completed and current stages open.
 * An agreement stage not yet completed gates the journey: every stage after it (by order, in any
 * phase) is locked until everyone has signed. The gate needs `stepType`; a caller that leaves it
 * out gets no gating.
 */
export function portalStepStatuses<T extends { phase: Phase; order: number; completed: boolean; stepType?: string }>(
  stages: readonly T[],
): PortalStepStatus[] {
  const firstOpen = new Map<Phase, number>();
  let gate = Number.POSITIVE_INFINITY;
  for (const s of stages) {
    if (s.completed) continue;
    if (s.stepType === 'agreement') gate = Math.min(gate, s.order);
    const seen = firstOpen.get(s.phase);
    if (seen === undefined || s.order < seen) firstOpen.set(s.phase, s.order);
  }
  return stages.map((s) => {
    if (s.completed) return 'completed';
    if (s.order > gate) return 'locked';
    return firstOpen.get(s.phase) === s.order ? 'current' : 'locked';
  });
}

export type TimelineStatus = 'completed' | 'current' | 'upcoming';

/** By step order against the count of submitted stages. */
export function timelineStatus(stepOrder: number, count: number): TimelineStatus {
  if (stepOrder <= count) return 'completed';
  if (stepOrder === count + 1) return 'current';
  return 'upcoming';
}

/** Complete when the submitted stages reach the number of stages (and there are stages). */
export const isJourneyComplete = (count: number, total: number) => total > 0 && count >= total;

export const PORTAL_PHASES: readonly { phase: Phase; tile: string; section: string }[] = [
  { phase: 'onboarding', tile: 'Onboarding', section: 'Onboarding' },
  { phase: 'deliverables', tile: 'Deliverables', section: 'Deliverables & Milestones' },
  { phase: 'feedback', tile: 'Feedback', section: 'Feedback' },
];

/** Completed / total of a phase's stages. */
export function phaseProgress<T extends { phase: Phase; completed: boolean }>(stages: readonly T[], phase: Phase) {
  const inPhase = stages.filter((s) => s.phase === phase);
  return { completed: inPhase.filter((s) => s.completed).length, total: inPhase.length };
}
