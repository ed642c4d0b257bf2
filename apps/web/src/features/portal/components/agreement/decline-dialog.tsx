import { AGREEMENT_LIMITS, AGREEMENT_MESSAGES as M } from '@bloom/core';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { declineAgreement } from '../../api/agreement-api';
import { inputClass } from '../fields/field-frame';
import { X } from '../icons';
import { PortalButton } from '../portal-button';
import { AGREEMENT_COPY as C } from './agreement-copy';
import { StepError } from './step-error';
import { type AgreementStepProps, useStepAction } from './use-step-action';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * "Decline to sign": a modal <dialog> asking for the reason (required: the owner follows up on
 * it). Focus stays inside with Tab, Escape closes it, focus returns to the link.
 */
export function DeclineDialog({
  onClose,
  onDeclined,
  ...props
}: AgreementStepProps & { onClose: () => void; onDeclined: (reason: string) => void }) {
  const { token, agreement, workspaceName } = props;
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const action = useStepAction(props);

  useEffect(() => {
    const el = dialog.current;
    const before = document.activeElement as HTMLElement | null;
    if (el && !el.open) el.showModal();
    document.getElementById(`${id}-reason`)?.focus();
    return () => {
      if (el?.open) el.close();
      before?.focus?.();
    };
  }, [id]);

  const trap = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setMissing(true);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    if (await action.run(() => declineAgreement(token, agreement.id, text), C.declinedNotice)) onDeclined(text);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(e) => {
        e.preventDefault();
        if (!action.busy) onClose();
      }}
      onKeyDown={trap}
      className="m-auto w-[calc(100%-2rem)] max-w-md animate-pop-in rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:animate-fade-in"
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="relative space-y-4 p-6">
        <button
          type="button"
          onClick={onClose}
          disabled={action.busy}
          aria-label={C.close}
          className="absolute top-3 right-3 grid size-10 cursor-pointer place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <div className="pr-8">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {C.declineTitle}
          </h2>
          <p id={`${id}-body`} className="mt-1 text-sm text-slate-600">
            {C.declineBody(workspaceName)}
          </p>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-900">
            {M.declineReasonLabel}
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          </label>
          <textarea
            id={`${id}-reason`}
            rows={4}
            maxLength={AGREEMENT_LIMITS.declineReason}
            value={reason}
            aria-required="true"
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setMissing(false);
            }}
            className={`${inputClass} resize-y`}
          />
          <StepError id={`${id}-error`} message={missing ? M.declineReasonRequired : null} />
        </div>
        <StepError message={action.error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <PortalButton variant="secondary" onClick={onClose} disabled={action.busy}>
            {C.cancel}
          </PortalButton>
          <PortalButton
            type="submit"
            busy={action.busy}
            busyText={C.declining}
            className="bg-red-700! text-white! hover:bg-red-800!"
          >
            {C.declineConfirm}
          </PortalButton>
        </div>
      </form>
    </dialog>
  );
}
