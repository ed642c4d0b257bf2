import { AGREEMENT_MESSAGES as M, type PortalAgreementDto } from '@bloom/core';
import { useEffect, useRef, useState } from 'react';
import { Download } from '../icons';
import { buttonClass } from '../portal-button';
import { agreementScreen, mayDecline, type SigningStep, signingSteps } from './agreement-screen';
import { AgreementStatus } from './agreement-status';
import { CodeStep } from './code-step';
import { ConsentStep } from './consent-step';
import { DeclineDialog } from './decline-dialog';
import { ReadStep } from './read-step';
import { SignStep } from './sign-step';
import { SigningProgress } from './signing-progress';
import type { AgreementStepProps } from './use-step-action';

export interface AgreementStageProps extends Omit<AgreementStepProps, 'agreement'> {
  /** The stage's agreement from the portal payload: null (or absent) until it is sent. */
  agreement: PortalAgreementDto | null | undefined;
}

/** The signer's current step, under the steps' progress. */
function SigningSteps({ step, ...props }: AgreementStepProps & { step: SigningStep }) {
  const { agreement } = props;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <SigningProgress steps={signingSteps(agreement.me?.codeRequired ?? true)} current={step} />
        {step !== 'read' ? (
          // The text stays at hand at every later step.
          <a href={agreement.documentUrl} download className={buttonClass('ghost', 'sm', '-mr-2')}>
            <Download aria-hidden="true" className="size-4" />
            {M.downloadOriginal}
          </a>
        ) : null}
      </div>
      {/* Each step a fresh component: nothing typed at one step leaks into the next. */}
      {step === 'read' ? <ReadStep key="read" {...props} /> : null}
      {step === 'consent' ? <ConsentStep key="consent" {...props} /> : null}
      {step === 'code' ? <CodeStep key="code" {...props} /> : null}
      {step === 'sign' ? <SignStep key="sign" {...props} /> : null}
    </div>
  );
}

/**
 * An agreement stage in the portal (loaded only when one opens): the state it is in, or the
 * signer's next step (read → consent → code → sign), with "Decline to sign" until they sign.
 */
export function AgreementStage({ agreement, ...rest }: AgreementStageProps) {
  const [declining, setDeclining] = useState(false);
  const [declineReason, setDeclineReason] = useState<string | null>(null);
  const screen = agreementScreen(agreement);

  // When a step is taken the control that took it goes away: focus moves to what comes next.
  const where = screen.kind === 'step' ? screen.step : screen.kind;
  const root = useRef<HTMLDivElement>(null);
  const shown = useRef(where);
  useEffect(() => {
    if (shown.current === where) return;
    shown.current = where;
    const el = root.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    // The next step starts where the last one ended, often below: bring its top into view.
    if (el.getBoundingClientRect().top < 0) el.scrollIntoView({ block: 'start' });
  }, [where]);

  return (
    <div ref={root} tabIndex={-1} className="space-y-5 outline-none">
      {screen.kind === 'step' && agreement ? (
        <SigningSteps {...rest} agreement={agreement} step={screen.step} />
      ) : (
        <AgreementStatus
          screen={screen.kind === 'step' ? { kind: 'observer' } : screen}
          agreement={agreement ?? null}
          workspaceName={rest.workspaceName}
          declineReason={declineReason}
        />
      )}
      {agreement && mayDecline(agreement) ? (
        <div className="border-t border-slate-200 pt-4">
          <button
            type="button"
            onClick={() => setDeclining(true)}
            className="cursor-pointer rounded-sm text-sm font-medium text-slate-600 underline underline-offset-4 hover:text-slate-900"
          >
            {M.decline}
          </button>
        </div>
      ) : null}
      {declining && agreement ? (
        <DeclineDialog
          {...rest}
          agreement={agreement}
          onClose={() => setDeclining(false)}
          onDeclined={(reason) => {
            setDeclineReason(reason);
            setDeclining(false);
          }}
        />
      ) : null}
    </div>
  );
}
