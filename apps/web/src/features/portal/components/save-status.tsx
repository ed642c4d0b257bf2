import { PORTAL_MESSAGES } from '@bloom/core';
import type { ReactNode } from 'react';
import type { StageFormState } from '../lib/stage-form-state';
import { Check } from './icons';

/** 'Saving…' / 'Saved' for the draft, read out politely; or why Submit waits. */
export function SaveStatus({ draft, waiting }: { draft: StageFormState['draft']; waiting: boolean }) {
  let content: ReactNode = null;
  if (waiting) content = PORTAL_MESSAGES.waitForUploads;
  else if (draft === 'saving') content = PORTAL_MESSAGES.saving;
  else if (draft === 'saved') {
    content = (
      <>
        <Check aria-hidden="true" className="size-4 text-brand-ink" />
        {PORTAL_MESSAGES.saved}
      </>
    );
  } else if (draft === 'failed') content = PORTAL_MESSAGES.draftFailed;
  return (
    <p aria-live="polite" className="flex min-h-5 items-center gap-1.5 text-sm text-slate-600">
      {content}
    </p>
  );
}
