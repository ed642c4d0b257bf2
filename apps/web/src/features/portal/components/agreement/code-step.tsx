import { CODE_LENGTH, isCodeFormat, AGREEMENT_MESSAGES as M } from '@bloom/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { sendSigningCode, verifySigningCode } from '../../api/agreement-api';
import { inputClass } from '../fields/field-frame';
import { PortalButton } from '../portal-button';
import { AGREEMENT_COPY as C } from './agreement-copy';
import { MailCheck } from './agreement-icons';
import { codeIsLive, resendWait } from './agreement-screen';
import { StepError } from './step-error';
import { type AgreementStepProps, useStepAction } from './use-step-action';

/** The time, ticking every second, for the resend countdown. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * Step 3: the 6-digit code emailed to the signer. The first one is sent as the step opens
 * (unless one sent in the last 10 minutes may still be live); "Send a new code" waits 30 s.
 */
export function CodeStep(props: AgreementStepProps) {
  const { token, agreement } = props;
  const me = agreement.me;
  const id = useId();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const [sentNotice, setSentNotice] = useState<string | null>(null);
  const send = useStepAction(props);
  const verify = useStepAction(props);
  const codeSentAt = me?.codeSentAt ?? null;
  const wait = resendWait(codeSentAt, useNow());

  const sendCode = async () => {
    setSentNotice(null);
    verify.setError(null);
    const ok = await send.run(() => sendSigningCode(token, agreement.id));
    if (ok && me?.emailHint) setSentNotice(M.codeSentTo(me.emailHint));
  };

  // The first code goes out as the step opens; a reload within its 10 minutes does not send another.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (!codeIsLive(codeSentAt, Date.now())) void sendCode();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCodeFormat(code)) {
      setFormatError(M.codeFormat);
      document.getElementById(`${id}-code`)?.focus();
      return;
    }
    setSentNotice(null);
    void verify
      .run(() => verifySigningCode(token, agreement.id, code))
      .then((ok) => {
        if (!ok) {
          setCode('');
          document.getElementById(`${id}-code`)?.focus();
        }
      });
  };

  const error = formatError ?? verify.error;
  const sending = send.busy && !codeSentAt;

  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand/10 text-brand-ink">
          <MailCheck aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 space-y-1 pt-0.5">
          <h4 className="font-semibold text-slate-900">{M.codeHeading}</h4>
          <p className="text-sm break-words text-slate-700">
            {me?.emailHint ? M.codePrompt(me.emailHint) : C.codeNoEmail}
          </p>
        </div>
      </div>
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-code`} className="block text-sm font-medium text-slate-900">
            {M.codeLabel}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <input
              id={`${id}-code`}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              enterKeyHint="done"
              value={code}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                // Digits only: a pasted "123 456" becomes 123456 (no maxLength: it would cut the paste before this).
                setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH));
                setFormatError(null);
                verify.setError(null);
              }}
              className={`${inputClass} font-mono text-lg tracking-[0.4em] tabular-nums sm:w-48 sm:text-lg`}
            />
            <PortalButton type="submit" className="w-full sm:w-auto" busy={verify.busy} busyText={C.verifying}>
              {C.verify}
            </PortalButton>
          </div>
          <StepError id={`${id}-error`} message={error} />
        </div>
      </form>
      <div className="space-y-1.5 border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-600">{C.codeCheckSpam}</p>
        <PortalButton
          variant="secondary"
          size="sm"
          disabled={wait > 0}
          busy={send.busy}
          busyText={C.sendingCode}
          onClick={() => void sendCode()}
        >
          {wait > 0 ? C.resendIn(wait) : M.resendCode}
        </PortalButton>
        <p role="status" className="min-h-5 text-sm text-slate-600">
          {sending ? C.sendingCode : sentNotice}
        </p>
        <StepError message={send.error} />
      </div>
    </div>
  );
}
