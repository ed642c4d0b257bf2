import {
  type Answers,
  hasErrors,
  PORTAL_MESSAGES,
  type PortalStageDto,
  type PortalSubmissionResponse,
  type PortalSubmitResponse,
  stageFields,
} from '@bloom/core';
import { type FormEvent, useEffect, useId, useMemo, useReducer, useRef } from 'react';
import { hasErrorCode, isApiError } from '../../../lib/api-client';
import { submitStage } from '../api/portal-api';
import { PORTAL_CODES } from '../api/portal-error-codes';
import { useDraftAutosave } from '../hooks/use-draft-autosave';
import { CHANGES_MESSAGES, hasChangesRequested } from '../lib/changes-requested';
import { initialFormState, stageFormReducer, submitCheck } from '../lib/stage-form-state';
import { hiddenFieldIds, withShownFields } from '../lib/stage-visibility';
import { StageField } from './fields/stage-field';
import { CircleAlert } from './icons';
import { PortalButton } from './portal-button';
import { SaveStatus } from './save-status';

export interface StageFormProps {
  token: string;
  stage: PortalStageDto;
  /** Already submitted: the form edits the answers ('Save Changes') and keeps no draft. */
  done: boolean;
  maxUploadBytes: number;
  /** The answers to open with (the draft, the submission, or what was typed before). */
  initial: Answers;
  /** Called as the form closes with what it holds, so reopening it loses nothing. */
  onLeave: (answers: Answers) => void;
  onDraftSaved: (response: PortalSubmissionResponse) => void;
  /** The form stays busy until it settles (the page reads itself again before moving on). */
  onSubmitted: (response: PortalSubmitResponse) => void | Promise<void>;
  /** Every stage of the journey, stubs included: the questions' conditions read them. */
  journey?: readonly PortalStageDto[];
  /** Lets the page take over for a lost password or a gone portal; true when it did. */
  onLockOut: (error: unknown) => boolean;
}

/** The alert for a failed submit: the server's words where they help, else the spec's. */
function submitFailure(error: unknown): string {
  if (
    hasErrorCode(error, PORTAL_CODES.stageLocked) ||
    hasErrorCode(error, PORTAL_CODES.stageGone) ||
    hasErrorCode(error, PORTAL_CODES.tooManyRequests)
  ) {
    return error.message;
  }
  return PORTAL_MESSAGES.submitFailed;
}

/** A stage's questions, checked as the client submits, autosaved as a draft while open. */
export function StageForm({
  token,
  stage,
  done,
  maxUploadBytes,
  initial,
  onLeave,
  onDraftSaved,
  onSubmitted,
  onLockOut,
  journey,
}: StageFormProps) {
  const idBase = useId();
  const form = useRef<HTMLFormElement>(null);
  const [state, dispatch] = useReducer(stageFormReducer, initial, initialFormState);
  // Questions show as their conditions hold over what is typed: a hidden one is not drawn, checked or sent.
  const hidden = useMemo(
    () => hiddenFieldIds(journey ?? [stage], stage.id, state.answers),
    [journey, stage, state.answers],
  );
  const shown = useMemo(() => withShownFields(stage, hidden), [stage, hidden]);
  const fields = stageFields(shown);
  // Those shown when the form opened draw at once; one a condition brings in eases in.
  const openedWith = useRef<ReadonlySet<string>>(null);
  openedWith.current ??= new Set(fields.map((f) => f.id));
  const testimonial = stage.stepType === 'testimonial';

  const saveDraft = useDraftAutosave({
    enabled: !done,
    token,
    stage: shown,
    state,
    dispatch,
    onSaved: onDraftSaved,
    onError: onLockOut,
  });

  const answers = useRef(state.answers);
  answers.current = state.answers;
  const leave = useRef(onLeave);
  leave.current = onLeave;
  useEffect(() => () => leave.current(answers.current), []);

  const focusFirstProblem = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.submitting || state.uploading.length > 0) return;
    const check = submitCheck(shown, state.answers);
    if (hasErrors(check.errors)) {
      dispatch({ type: 'invalid', errors: check.errors });
      focusFirstProblem();
      return;
    }
    dispatch({ type: 'submit-start' });
    try {
      const response = await submitStage(token, stage.id, check.answers);
      await onSubmitted(response);
      dispatch({ type: 'submitted', answers: response.submission.answers });
    } catch (error) {
      if (onLockOut(error)) return;
      dispatch({
        type: 'submit-failed',
        message: submitFailure(error),
        fields: isApiError(error) ? error.fields : undefined,
      });
      if (isApiError(error) && error.fields) focusFirstProblem();
    }
  };

  // A field losing focus saves the draft (when something changed since the last save).
  const onBlur = () => void saveDraft();

  const upload = {
    token,
    stageId: stage.id,
    maxUploadBytes,
    onUploading: (fieldId: string, active: boolean) => dispatch({ type: 'upload', fieldId, active }),
  };
  const hasRequired = fields.some((f) => f.required);
  const uploading = state.uploading.length > 0;
  const submitLabel = hasChangesRequested(stage)
    ? CHANGES_MESSAGES.resubmit
    : done
      ? PORTAL_MESSAGES.saveChanges
      : PORTAL_MESSAGES.submit;

  return (
    <form ref={form} noValidate onSubmit={submit} onBlur={onBlur} className="space-y-5">
      {hasRequired ? <p className="text-xs text-slate-600">{PORTAL_MESSAGES.requiredNote}</p> : null}
      {fields.map((field, i) => (
        <div key={field.id} className={openedWith.current?.has(field.id) ? undefined : 'animate-pop-in'}>
          <StageField
            idBase={`${idBase}-${i}`}
            field={field}
            value={state.answers[field.id]}
            error={state.errors[field.id]}
            onChange={(value) => dispatch({ type: 'edit', fieldId: field.id, value })}
            testimonial={testimonial}
            upload={upload}
          />
        </div>
      ))}

      {state.submitError ? (
        <div role="alert" className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
          <p>{state.submitError}</p>
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <SaveStatus draft={done ? 'idle' : state.draft} waiting={uploading} />
        <PortalButton
          type="submit"
          busy={state.submitting}
          busyText={PORTAL_MESSAGES.submitting}
          disabled={uploading}
          className="w-full sm:w-auto"
        >
          {submitLabel}
        </PortalButton>
      </div>
    </form>
  );
}
