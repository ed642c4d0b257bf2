import {
  type Condition,
  DEFAULT_PRIMARY_COLOR,
  defaultAgreementConfig,
  defaultPaymentConfig,
  type FieldType,
  type FormField,
  HEX_COLOR,
  type JourneyDto,
  keepsItsPhase,
  PHASE_FOR_STEP_TYPE,
  type Phase,
  phaseFor,
  type SaveJourneyInput,
  type StageAgreementConfig,
  type StageDueRule,
  type StagePaymentConfig,
  type StepType,
  trimOptions,
} from '@bloom/core';
import { cleanDueRule } from '../conditions/due-choice';
import { cleanCondition } from '../conditions/rule-edit';
import type { AgreementDocumentRef } from '../journey-slots';

/** A stage while it is being edited. `key` is local only; `id` is the server's and is sent back to keep the stage. */
export interface DraftStage {
  key: string;
  id?: string;
  stepType: StepType;
  phase: Phase;
  name: string;
  description: string;
  formConfig: FormField[];
  /** Client answers already given on this stage (deleting it warns first). */
  submissionCount: number;
  deliverableSlotCount: number;
  /** An agreement stage's document and signing order (kept while the type changes, saved only on agreement stages). */
  agreement: StageAgreementConfig | null;
  /** The uploaded PDF's name and pages, once known (shown by the agreement editor). */
  agreementDocument: AgreementDocumentRef | null;
  /** A payment stage's lines and schedule (kept while the type changes, saved only on payment stages). */
  payment: StagePaymentConfig | null;
  /** The stage applies only when this holds over earlier answers; null: always. */
  showWhen: Condition | null;
  /** When the stage is due for each client; null: no due date. */
  due: StageDueRule | null;
}

export interface JourneyDraft {
  name: string;
  description: string;
  /** Editor HTML; '' for none. */
  introText: string;
  stages: DraftStage[];
}

export const DEFAULT_MAX_RATING = 5;
export const OPTION_TYPES: readonly FieldType[] = ['radio', 'checkbox', 'select'];
export const PLACEHOLDER_TYPES: readonly FieldType[] = ['text', 'email', 'textarea', 'number'];

/** A random id for local keys and new form fields (crypto.randomUUID needs a secure context). */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function draftFromJourney(journey: JourneyDto): JourneyDraft {
  return {
    name: journey.name,
    description: journey.description ?? '',
    introText: journey.introText ?? '',
    stages: [...journey.steps]
      .sort((a, b) => a.stepOrder - b.stepOrder)
      .map((step) => ({
        key: step.id,
        id: step.id,
        stepType: step.stepType,
        phase: step.phase,
        name: step.name,
        description: step.description ?? '',
        formConfig: step.formConfig.map((field) => ({
          ...field,
          options: field.options ? [...field.options] : undefined,
        })),
        submissionCount: step.submissionCount,
        deliverableSlotCount: step.deliverableSlots.length,
        agreement: step.agreement ? { ...step.agreement } : null,
        agreementDocument: null,
        payment: step.payment ? { ...step.payment } : null,
        showWhen: step.showWhen ?? null,
        due: step.due ?? null,
      })),
  };
}

/** A new field of the builder: 'New Field', not required, its type's defaults. */
export function newField(type: FieldType): FormField {
  const field: FormField = { id: newId(), type, label: 'New Field', required: false };
  if (OPTION_TYPES.includes(type)) field.options = ['Option 1', 'Option 2'];
  if (type === 'star-rating') field.maxRating = DEFAULT_MAX_RATING;
  if (type === 'color') field.defaultColor = DEFAULT_PRIMARY_COLOR;
  return field;
}

const clampRating = (n: number | undefined) =>
  n === undefined || !Number.isFinite(n) ? DEFAULT_MAX_RATING : Math.min(10, Math.max(1, Math.round(n)));

/** What is saved for a field: only its type's settings, options without blank lines, its finished rules. */
export function cleanField(field: FormField): FormField {
  const clean: FormField = { id: field.id, type: field.type, label: field.label, required: field.required };
  const showWhen = cleanCondition(field.showWhen);
  if (showWhen) clean.showWhen = showWhen;
  if (PLACEHOLDER_TYPES.includes(field.type) && field.placeholder?.trim()) clean.placeholder = field.placeholder.trim();
  if (OPTION_TYPES.includes(field.type)) {
    const options = trimOptions(field.options ?? []);
    // A checkbox without options is a single tick box whose text is the label.
    if (options.length > 0 || field.type !== 'checkbox') clean.options = options;
  }
  if (field.type === 'star-rating') clean.maxRating = clampRating(field.maxRating);
  if (field.type === 'color')
    clean.defaultColor =
      field.defaultColor && HEX_COLOR.test(field.defaultColor) ? field.defaultColor : DEFAULT_PRIMARY_COLOR;
  return clean;
}

/** The PUT /api/journeys/:id body. Existing stages carry their id; new ones carry none (never a local key). */
export function toSaveInput(draft: JourneyDraft): SaveJourneyInput {
  return {
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    introText: draft.introText.trim() ? draft.introText : null,
    stages: draft.stages.map((stage) => ({
      ...(stage.id ? { id: stage.id } : {}),
      stepType: stage.stepType,
      phase: phaseFor(stage.stepType, stage.phase),
      name: stage.name,
      description: stage.description.trim() || null,
      // An agreement stage asks for a signature, a payment stage for money, not answers: no form fields.
      formConfig:
        stage.stepType === 'agreement' || stage.stepType === 'payment' ? [] : stage.formConfig.map(cleanField),
      agreement: stage.stepType === 'agreement' ? (stage.agreement ?? defaultAgreementConfig(stage.name)) : null,
      payment: stage.stepType === 'payment' ? (stage.payment ?? defaultPaymentConfig(stage.name)) : null,
      showWhen: cleanCondition(stage.showWhen),
      due: cleanDueRule(stage.due),
    })),
  };
}

/** Two drafts with the same signature save the same thing (used for "unsaved changes"). */
export const draftSignature = (draft: JourneyDraft) => JSON.stringify(toSaveInput(draft));

export type DraftAction =
  | { type: 'details'; name?: string; description?: string }
  | { type: 'intro'; html: string }
  | { type: 'addStage'; key: string }
  | { type: 'updateStage'; key: string; patch: Partial<Pick<DraftStage, 'name' | 'description' | 'phase'>> }
  | { type: 'changeStageType'; key: string; stepType: StepType }
  | { type: 'agreement'; key: string; config: StageAgreementConfig; document?: AgreementDocumentRef | null }
  | { type: 'payment'; key: string; config: StagePaymentConfig }
  | { type: 'stageRules'; key: string; patch: Partial<Pick<DraftStage, 'showWhen' | 'due'>> }
  | { type: 'removeStage'; key: string }
  | { type: 'moveStage'; key: string; by: -1 | 1 }
  | { type: 'addField'; stageKey: string; field: FormField }
  | { type: 'updateField'; stageKey: string; fieldId: string; patch: Partial<FormField> }
  | { type: 'removeField'; stageKey: string; fieldId: string }
  | { type: 'moveField'; stageKey: string; fieldId: string; by: -1 | 1 };

function move<T>(items: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}

function mapStage(draft: JourneyDraft, key: string, fn: (stage: DraftStage) => DraftStage): JourneyDraft {
  return { ...draft, stages: draft.stages.map((s) => (s.key === key ? fn(s) : s)) };
}

/** Every edit stays local until Save. Stage numbers are positions, so they renumber themselves. */
export function draftReducer(draft: JourneyDraft, action: DraftAction): JourneyDraft {
  switch (action.type) {
    case 'details':
      return {
        ...draft,
        name: action.name ?? draft.name,
        description: action.description ?? draft.description,
      };
    case 'intro':
      return { ...draft, introText: action.html };
    case 'addStage':
      return {
        ...draft,
        stages: [
          ...draft.stages,
          {
            key: action.key,
            stepType: 'custom',
            phase: 'onboarding',
            name: `Stage ${draft.stages.length + 1}`,
            description: '',
            formConfig: [],
            submissionCount: 0,
            deliverableSlotCount: 0,
            agreement: null,
            agreementDocument: null,
            payment: null,
            showWhen: null,
            due: null,
          },
        ],
      };
    case 'updateStage':
      return mapStage(draft, action.key, (s) => ({ ...s, ...action.patch }));
    case 'changeStageType':
      return mapStage(draft, action.key, (s) => ({
        ...s,
        stepType: action.stepType,
        phase: keepsItsPhase(action.stepType) ? s.phase : PHASE_FOR_STEP_TYPE[action.stepType],
        agreement: action.stepType === 'agreement' ? (s.agreement ?? defaultAgreementConfig(s.name)) : s.agreement,
        payment: action.stepType === 'payment' ? (s.payment ?? defaultPaymentConfig(s.name)) : s.payment,
      }));
    case 'agreement':
      return mapStage(draft, action.key, (s) => ({
        ...s,
        agreement: action.config,
        agreementDocument: action.document === undefined ? s.agreementDocument : action.document,
      }));
    case 'payment':
      return mapStage(draft, action.key, (s) => ({ ...s, payment: action.config }));
    case 'stageRules':
      return mapStage(draft, action.key, (s) => ({ ...s, ...action.patch }));
    case 'removeStage':
      return { ...draft, stages: draft.stages.filter((s) => s.key !== action.key) };
    case 'moveStage':
      return {
        ...draft,
        stages: move(
          draft.stages,
          draft.stages.findIndex((s) => s.key === action.key),
          action.by,
        ),
      };
    case 'addField':
      return mapStage(draft, action.stageKey, (s) => ({ ...s, formConfig: [...s.formConfig, action.field] }));
    case 'updateField':
      return mapStage(draft, action.stageKey, (s) => ({
        ...s,
        formConfig: s.formConfig.map((f) => (f.id === action.fieldId ? { ...f, ...action.patch } : f)),
      }));
    case 'removeField':
      return mapStage(draft, action.stageKey, (s) => ({
        ...s,
        formConfig: s.formConfig.filter((f) => f.id !== action.fieldId),
      }));
    case 'moveField':
      return mapStage(draft, action.stageKey, (s) => ({
        ...s,
        formConfig: move(
          s.formConfig,
          s.formConfig.findIndex((f) => f.id === action.fieldId),
          action.by,
        ),
      }));
  }
}
