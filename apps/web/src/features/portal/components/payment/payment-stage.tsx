import { formatAmount, type PlanChoice, type PortalPaymentDto } from '@bloom/core';
import { useId, useState } from 'react';
import { CircleAlert, CircleCheckBig } from '../icons';
import { PortalButton } from '../portal-button';
import { PaymentChoice } from './payment-choice';
import { PAYMENT_COPY as C } from './payment-copy';
import { PaymentInvoices } from './payment-invoices';
import { PaymentSchedule } from './payment-schedule';
import { PaymentSummary } from './payment-summary';
import { allPaid, defaultChoice, dueNowAmount, installmentsFor, offersChoice, payable, todayIn } from './payment-view';
import { type PayDeps, usePay } from './use-pay';

// The page's payment-due callout loads with this stage's code (payment-due-loader.ts).
export { PaymentDueCallout } from './payment-due-callout';

export interface PaymentStageProps extends Omit<PayDeps, 'stageId'> {
  /** The stage's payment from the portal payload (null or absent: nothing to pay yet). */
  payment: PortalPaymentDto | null | undefined;
  workspaceName: string;
  /** The workspace's time zone: invoices are dated in it. */
  timeZone: string;
  /** An invoice just paid at the checkout whose confirmation the page is waiting for. */
  pendingInvoice: string | null;
  /** Tests: the day and the language the words are written for. */
  today?: string;
  locale?: string;
}

function TestModeBadge() {
  return (
    <p className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-300 ring-inset">
      {C.testMode}
    </p>
  );
}

function Callout({ tone, children }: { tone: 'done' | 'warn'; children: string }) {
  const Icon = tone === 'done' ? CircleCheckBig : CircleAlert;
  const colors =
    tone === 'done'
      ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
      : 'border-amber-200 bg-amber-50 text-amber-900';
  return (
    <div className={`flex items-start gap-3 rounded-xl border p-3 text-sm ${colors}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 font-medium break-words">{children}</p>
    </div>
  );
}

/**
 * A payment stage in the portal (loaded only when one opens): what they pay and why, when, the
 * choice of paying in full when the schedule offers it, and one clear "Pay … now" that goes to
 * the checkout; once paying, where each installment stands with its receipt and invoices.
 */
export function PaymentStage({ payment, ...props }: PaymentStageProps) {
  if (!payment) return <p className="text-sm text-slate-700">{C.preparing(props.workspaceName)}</p>;
  return <PaymentView payment={payment} {...props} />;
}

function PaymentView({
  payment,
  workspaceName,
  timeZone,
  pendingInvoice,
  today: day,
  locale,
  ...deps
}: PaymentStageProps & { payment: PortalPaymentDto }) {
  const today = day ?? todayIn(timeZone);
  const [choice, setChoice] = useState<PlanChoice>(() => defaultChoice(payment));
  const pay = usePay({ ...deps, stageId: payment.stageId });
  const scheduleId = useId();
  const errorId = useId();

  const started = payment.choice !== null;
  const installments = installmentsFor(payment, payment.choice ?? choice);
  const dueNow = dueNowAmount(installments, today);
  const settled = allPaid(payment);
  const controls = { busy: pay.busy, pendingInvoice, canPay: payment.canPay, onPay: pay.checkout };

  return (
    <div className="space-y-5">
      {payment.testMode ? <TestModeBadge /> : null}
      <PaymentSummary title={payment.title} quote={payment.quote} locale={locale} />
      <section aria-labelledby={scheduleId} className="space-y-3">
        <h4 id={scheduleId} className="text-sm font-semibold text-slate-900">
          {C.schedule}
        </h4>
        {offersChoice(payment) && payment.canPay ? (
          <PaymentChoice
            payment={payment}
            value={choice}
            onChange={setChoice}
            today={today}
            locale={locale}
            disabled={pay.busy !== null}
          />
        ) : null}
        <PaymentSchedule
          installments={installments}
          currency={payment.currency}
          started={started}
          today={today}
          locale={locale}
          controls={controls}
          labelledBy={scheduleId}
        />
      </section>
      {!payment.canPay && !settled ? (
        <Callout tone="warn">{C.cannotPay(workspaceName)}</Callout>
      ) : settled ? (
        <Callout tone="done">{C.allPaid}</Callout>
      ) : payment.paidNow && !installments.some(payable) ? (
        <Callout tone="done">{C.paidForNow}</Callout>
      ) : null}
      {!started && payment.canPay ? (
        <div className="space-y-2">
          <PortalButton
            className="w-full sm:w-auto"
            busy={pay.busy !== null}
            busyText={dueNow > 0 ? C.opening : C.settingUp}
            aria-describedby={pay.error ? errorId : undefined}
            onClick={() => void pay.start(choice, dueNow > 0)}
          >
            {/* Nothing due today (the first payment is dated later): the plan starts, checkout waits. */}
            {dueNow > 0 ? C.payNow(formatAmount(dueNow, payment.currency, locale)) : C.setUp}
          </PortalButton>
          {dueNow > 0 ? <p className="text-xs text-slate-500">{C.secure}</p> : null}
        </div>
      ) : null}
      {pay.error ? (
        <p id={errorId} role="alert" className="flex items-start gap-2 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">{pay.error}</span>
        </p>
      ) : null}
      <PaymentInvoices payment={payment} locale={locale} />
    </div>
  );
}
