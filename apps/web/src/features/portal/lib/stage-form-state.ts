import {
  type Answers,
  type AnswerValue,
  checkStageAnswers,
  type FormField,
  fieldKind,
  type PortalStageDto,
} from '@bloom/core';

/**
 * The open stage form as a pure reducer: the answers as typed (kept even when they do not pass
 * yet, so nothing typed is lost), the messages under fields, the draft autosave's state and the
 * submit's. `revision` counts edits; `savedRevision` is the edit the last saved draft holds, so
 * the form is dirty while they differ (an edit made while a draft is saving stays dirty).
 */
export interface StageFormState {
  answers: Answers;
  errors: Record<string, string>;
  revision: number;
  savedRevision: number;
  draft: 'idle' | 'saving' | 'saved' | 'failed';
  submitting: boolean;
  /** The alert above the submit button; what was typed stays. */
  submitError: string | null;
  /** Fields whose file is uploading (submit waits for them). */
  uploading: string[];
}

export type StageFormAction =
  | { type: 'edit'; fieldId: string; value: AnswerValue | undefined }
  | { type: 'upload'; fieldId: string; active: boolean }
  | { type: 'invalid'; errors: Record<string, string> }
  | { type: 'submit-start' }
  | { type: 'submit-failed'; message: string; fields?: Record<string, string> }
  | { type: 'submitted'; answers: Answers }
  | { type: 'draft-saving' }
  | { type: 'draft-saved'; revision: number }
  | { type: 'draft-failed' };

export function initialFormState(answers: Answers): StageFormState {
  return {
    answers,
    errors: {},
    revision: 0,
    savedRevision: 0,
    draft: 'idle',
    submitting: false,
    submitError: null,
    uploading: [],
  };
}

const without = <T>(record: Record<string, T>, key: string): Record<string, T> => {
  if (!Object.hasOwn(record, key)) return record;
  const next = { ...record };
  delete next[key];
  return next;
};

export function stageFormReducer(state: StageFormState, action: StageFormAction): StageFormState {
  switch (action.type) {
    case 'edit': {
      const answers =
        action.value === undefined
          ? without(state.answers, action.fieldId)
          : { ...state.answers, [action.fieldId]: action.value };
      return { ...state, answers, errors: without(state.errors, action.fieldId), revision: state.revision + 1 };
    }
    case 'upload': {
      const others = state.uploading.filter((id) => id !== action.fieldId);
      return { ...state, uploading: action.active ? [...others, action.fieldId] : others };
    }
    case 'invalid':
      return { ...state, errors: action.errors, submitError: null };
    case 'submit-start':
      return { ...state, submitting: true, submitError: null };
    case 'submit-failed':
      return {
        ...state,
        submitting: false,
        submitError: action.message,
        errors: action.fields ? { ...state.errors, ...action.fields } : state.errors,
      };
    case 'submitted':
      return {
        ...state,
        answers: action.answers,
        errors: {},
        submitting: false,
        submitError: null,
        savedRevision: state.revision,
        draft: 'idle',
      };
    case 'draft-saving':
      return { ...state, draft: 'saving' };
    case 'draft-saved':
      return { ...state, draft: 'saved', savedRevision: Math.max(state.savedRevision, action.revision) };
    case 'draft-failed':
      return { ...state, draft: 'failed' };
  }
}

export const isDirty = (state: StageFormState) => state.revision !== state.savedRevision;

/**
 * The answers a form opens with: the stage's submission or saved draft, and a colour field's
 * default colour when it has no answer yet (a colour picker always shows one).
 */
export function initialAnswers(fields: readonly FormField[], submission: PortalStageDto['submission']): Answers {
  const answers: Answers = { ...(submission?.answers ?? {}) };
  for (const field of fields) {
    if (fieldKind(field) === 'color' && !Object.hasOwn(answers, field.id) && field.defaultColor) {
      answers[field.id] = field.defaultColor.toLowerCase();
    }
  }
  return answers;
}

type StageShape = Pick<PortalStageDto, 'stepType' | 'fields'>;

/** What a draft saves: the answers that pass their checks so far (the server refuses the rest). */
export const draftAnswers = (stage: StageShape, answers: Answers): Answers =>
  checkStageAnswers(stage, answers, 'draft').answers;

/** The submit's check: the cleaned answers to send, or the messages to show. */
export const submitCheck = (stage: StageShape, answers: Answers) => checkStageAnswers(stage, answers, 'submit');
