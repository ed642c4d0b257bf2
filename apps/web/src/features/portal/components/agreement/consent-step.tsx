import { esignConsentDisclosure, AGREEMENT_MESSAGES as M } from '@bloom/core';
import { type FormEvent, useId, useState } from 'react';
import { giveConsent } from '../../api/agreement-api';
import { PortalButton } from '../portal-button';
import { AGREEMENT_COPY as C } from './agreement-copy';
import { StepError } from './step-error';
import { type AgreementStepProps, useStepAction } from './use-step-action';

/** Step 2: the ESIGN disclosure in full, and the signer's consent to sign electronically. */
export function ConsentStep(props: AgreementStepProps) {
  const { token, agreement, workspaceName } = props;
  const id = useId();
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const action = useStepAction(props);
  const disclosure = esignConsentDisclosure({
    workspaceName,
    contactEmail: agreement.providerEmail,
    title: agreement.title,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      setMissing(true);
      document.getElementById(`${id}-agree`)?.focus();
      return;
    }
    void action.run(() => giveConsent(token, agreement.id));
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <h4 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
          {disclosure.heading}
        </h4>
        <p className="mt-1 text-sm text-slate-700">{disclosure.intro}</p>
        <dl className="mt-4 space-y-4">
          {disclosure.items.map((item) => (
            <div key={item.key}>
              <dt className="text-sm font-medium text-slate-900">{item.title}</dt>
              <dd className="mt-0.5 text-sm leading-relaxed break-words text-slate-700">{item.text}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="space-y-1.5">
        <label
          htmlFor={`${id}-agree`}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 has-[:checked]:border-brand-mark has-[:checked]:bg-brand/5"
        >
          <input
            id={`${id}-agree`}
            type="checkbox"
            checked={agreed}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-error` : undefined}
            onChange={(e) => {
              setAgreed(e.target.checked);
              setMissing(false);
            }}
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-[var(--brand-mark)]"
          />
          <span className="text-sm font-medium text-slate-900">{disclosure.agreeLabel}</span>
        </label>
        <StepError id={`${id}-error`} message={missing ? M.consentRequired : null} />
      </div>
      <PortalButton type="submit" className="w-full sm:w-auto" busy={action.busy} busyText={C.saving}>
        {C.continue}
      </PortalButton>
      <StepError message={action.error} />
    </form>
  );
}
