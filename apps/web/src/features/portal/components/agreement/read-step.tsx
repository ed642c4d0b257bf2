import { AGREEMENT_MESSAGES as M } from '@bloom/core';
import { useId, useState } from 'react';
import { markAgreementViewed } from '../../api/agreement-api';
import { PortalButton } from '../portal-button';
import { AGREEMENT_COPY as C } from './agreement-copy';
import { DocumentViewer } from './document-viewer';
import { StepError } from './step-error';
import { type AgreementStepProps, useStepAction } from './use-step-action';

/** Step 1: the whole document; Continue opens once the last page has been in view. */
export function ReadStep(props: AgreementStepProps) {
  const { token, agreement, onLockOut } = props;
  const id = useId();
  const [seen, setSeen] = useState(0);
  const [pages, setPages] = useState(agreement.pageCount);
  const action = useStepAction(props);
  const reachedEnd = pages > 0 && seen >= pages;

  return (
    <div className="space-y-4">
      <p id={`${id}-prompt`} className="text-sm text-slate-700">
        {M.readPrompt}
      </p>
      <DocumentViewer
        url={agreement.documentUrl}
        title={agreement.title}
        onLockOut={onLockOut}
        onProgress={(highest, total) => {
          setPages(total);
          setSeen(highest);
        }}
      />
      <p aria-live="polite" className="min-h-5 text-sm text-slate-600">
        {reachedEnd ? C.readDone : null}
      </p>
      <PortalButton
        className="w-full sm:w-auto"
        disabled={!reachedEnd}
        aria-describedby={reachedEnd ? undefined : `${id}-prompt`}
        busy={action.busy}
        busyText={C.saving}
        onClick={() => void action.run(() => markAgreementViewed(token, agreement.id, seen))}
      >
        {M.continueToConsent}
      </PortalButton>
      <StepError message={action.error} />
    </div>
  );
}
