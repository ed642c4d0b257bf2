import type { PortalStageDto, PortalSubmissionResponse } from '@bloom/core';
import { type Dispatch, useCallback, useEffect, useRef } from 'react';
import { saveDraft } from '../api/portal-api';
import { draftAnswers, isDirty, type StageFormAction, type StageFormState } from '../lib/stage-form-state';

/** The draft autosave interval (docs/product.md#answering-a-stage). */
export const AUTOSAVE_MS = 30_000;

interface DraftAutosave {
  /** Off for a stage already submitted (its draft would be ignored). */
  enabled: boolean;
  token: string;
  /** The stage with only its shown questions (a hidden one's answer is not sent). */
  stage: PortalStageDto;
  state: StageFormState;
  dispatch: Dispatch<StageFormAction>;
  onSaved: (response: PortalSubmissionResponse) => void;
  onError: (error: unknown) => void;
}

/**
 * Saves the open stage's answers as a draft when something changed: every 30 s, when a field
 * loses focus (`save` for the form's onBlur), when the page is hidden or left, and when the form
 * closes. The last two use keepalive so the request outlives the page.
 */
export function useDraftAutosave({ enabled, token, stage, state, dispatch, onSaved, onError }: DraftAutosave) {
  const latest = useRef({ enabled, token, stage, state, onSaved, onError });
  latest.current = { enabled, token, stage, state, onSaved, onError };
  const inFlight = useRef(false);

  const save = useCallback(
    async (keepalive = false) => {
      const { enabled, token, stage, state, onSaved, onError } = latest.current;
      if (!enabled || !isDirty(state) || state.submitting) return;
      // One save at a time, except the last one of a page being left.
      if (inFlight.current && !keepalive) return;
      inFlight.current = true;
      const revision = state.revision;
      dispatch({ type: 'draft-saving' });
      try {
        const response = await saveDraft(token, stage.id, draftAnswers(stage, state.answers), keepalive);
        dispatch({ type: 'draft-saved', revision });
        onSaved(response);
      } catch (error) {
        dispatch({ type: 'draft-failed' });
        onError(error);
      } finally {
        inFlight.current = false;
      }
    },
    [dispatch],
  );

  useEffect(() => {
    const timer = window.setInterval(() => void save(), AUTOSAVE_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') void save(true);
    };
    const onPageHide = () => void save(true);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      // The form is closing (another stage opened, or the page changed): keep what was typed.
      void save(true);
    };
  }, [save]);

  return save;
}
