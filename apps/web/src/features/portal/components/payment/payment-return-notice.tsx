import { CircleAlert, CircleCheck, Hourglass } from '../icons';
import { DISMISS, PAYMENT_RETURN_COPY, type PaymentNoticeKind } from './payment-return';

const TONE: Record<PaymentNoticeKind, string> = {
  received: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  confirming: 'border-slate-200 bg-white text-slate-800',
  slow: 'border-slate-200 bg-white text-slate-800',
  cancelled: 'border-amber-200 bg-amber-50 text-amber-900',
};

function Mark({ kind }: { kind: PaymentNoticeKind }) {
  if (kind === 'received')
    return <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />;
  if (kind === 'cancelled') return <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />;
  if (kind === 'slow') return <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />;
  return (
    <span
      aria-hidden="true"
      className="mt-0.5 size-5 shrink-0 animate-spin rounded-full border-2 border-slate-400 border-r-transparent motion-reduce:animate-none"
    />
  );
}

/**
 * How a checkout went, at the top of the page where the client lands. The live region is always
 * there, so the message (and its change from 'Confirming' to 'received') is read out.
 */
export function PaymentReturnNotice({ kind, onDismiss }: { kind: PaymentNoticeKind | null; onDismiss: () => void }) {
  return (
    <div role="status" aria-live="polite">
      {kind ? (
        <div className={`flex items-start gap-3 rounded-xl border p-4 text-sm shadow-xs ${TONE[kind]}`}>
          <Mark kind={kind} />
          <p className="min-w-0 flex-1 font-medium break-words">{PAYMENT_RETURN_COPY[kind]}</p>
          {kind === 'confirming' ? null : (
            <button
              type="button"
              onClick={onDismiss}
              className="-my-1 shrink-0 cursor-pointer rounded-md px-2 py-1 text-sm font-medium underline underline-offset-4 opacity-80 hover:opacity-100"
            >
              {DISMISS}
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}
