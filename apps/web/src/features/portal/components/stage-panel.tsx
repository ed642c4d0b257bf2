import { PORTAL_MESSAGES, type PortalAgreementDto, type PortalPaymentDto, stageFields } from '@bloom/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useStageSeen } from '../hooks/use-portal-seen';
import { changesComment, hasChangesRequested } from '../lib/changes-requested';
import { hiddenFieldIds, withShownFields } from '../lib/stage-visibility';
import { ChangesCallout } from './changes-callout';
import { DeliverableCard } from './deliverable-card';
import type { ReviewDone } from './deliverable-review';
import { PackageOpen } from './icons';
import { StageForm, type StageFormProps } from './stage-form';

/**
 * The signing flow loads only when an agreement stage opens (pdf.js and the drawing pad load later
 * still, at their own steps): a portal without agreements never downloads it.
 */
const AgreementStage = lazy(() =>
  import('./agreement/agreement-stage').then(
    (m) => ({ default: m.AgreementStage }),
    () => ({ default: AgreementUnavailable }),
  ),
);

/** A payment stage's summary and checkout load the same way, only when one opens. */
const PaymentStage = lazy(() =>
  import('./payment/payment-stage').then(
    (m) => ({ default: m.PaymentStage }),
    () => ({ default: AgreementUnavailable }),
  ),
);

/** The flow's chunk could not load (offline, or a new release replaced it): a reload fixes both. */
function AgreementUnavailable() {
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {PORTAL_MESSAGES.loadFailed}
    </p>
  );
}

function AgreementLoading() {
  return (
    <div aria-busy="true" className="space-y-3">
      <span className="sr-only" role="status">
        {PORTAL_MESSAGES.loading}
      </span>
      <div
        aria-hidden="true"
        className="h-6 w-56 max-w-full animate-pulse rounded-md bg-slate-200/80 motion-reduce:animate-none"
      />
      <div aria-hidden="true" className="h-64 animate-pulse rounded-xl bg-slate-200/60 motion-reduce:animate-none" />
    </div>
  );
}

/** What an agreement stage needs from the page. */
export interface AgreementPanelProps {
  /** The workspace's name as the portal shows it. */
  workspaceName: string;
  /** A signing step's answer: the agreement as it now stands, and a success message. */
  onAgreement: (agreement: PortalAgreementDto, notice?: string) => void;
  /** Reads the whole page again, quietly. */
  refresh: () => void;
}

/** What a payment stage needs from the page. */
export interface PaymentPanelProps {
  /** The workspace's time zone: invoices are dated in it. */
  timeZone: string;
  /** The stage's payment as an action left it (the plan started). */
  onPayment: (payment: PortalPaymentDto) => void;
  /** An invoice paid at the checkout whose confirmation the page awaits: not offered again meanwhile. */
  pendingInvoice: string | null;
}

/**
 * An open stage: the owner's change request, its description, what the owner shared (milestones)
 * and its form; an agreement stage shows its signing flow instead of a form, a payment stage what
 * there is to pay and its checkout.
 */
/** A stage whose body loads on demand (an agreement, a payment): its description, then the body. */
function LazyStage({ description, children }: { description: string | null | undefined; children: ReactNode }) {
  return (
    <div className="space-y-5">
      {description ? <p className="text-sm whitespace-pre-line break-words text-slate-700">{description}</p> : null}
      <Suspense fallback={<AgreementLoading />}>{children}</Suspense>
    </div>
  );
}

export function StagePanel({
  onReviewed,
  requester,
  workspaceName,
  onAgreement,
  refresh,
  timeZone,
  onPayment,
  pendingInvoice,
  ...form
}: StageFormProps &
  AgreementPanelProps &
  PaymentPanelProps & { onReviewed: ReviewDone /** Who asks for changes, by name. */; requester: string }) {
  const { stage, token, onLockOut } = form;
  useStageSeen(token, stage.id, form.done);
  if (stage.stepType === 'payment') {
    return (
      <LazyStage description={stage.description}>
        <PaymentStage
          token={token}
          payment={stage.payment}
          workspaceName={workspaceName}
          timeZone={timeZone}
          pendingInvoice={pendingInvoice}
          onChange={onPayment}
          refresh={refresh}
          onLockOut={onLockOut}
        />
      </LazyStage>
    );
  }
  if (stage.stepType === 'agreement') {
    return (
      <LazyStage description={stage.description}>
        <AgreementStage
          token={token}
          agreement={stage.agreement}
          workspaceName={workspaceName}
          onChange={onAgreement}
          refresh={refresh}
          onLockOut={onLockOut}
        />
      </LazyStage>
    );
  }
  const milestone = stage.stepType === 'milestone';
  // A milestone whose questions are all hidden is only its deliverables (none can show by typing).
  const hidden = hiddenFieldIds(form.journey ?? [stage], stage.id, form.initial);
  const hasFields = stageFields(withShownFields(stage, hidden)).length > 0;
  return (
    <div className="space-y-5">
      {hasChangesRequested(stage) ? <ChangesCallout who={requester} comment={changesComment(stage)} /> : null}
      {stage.description ? (
        <p className="text-sm whitespace-pre-line break-words text-slate-700">{stage.description}</p>
      ) : null}
      {milestone ? (
        stage.deliverables.length === 0 ? (
          <div className="flex items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-700">
            <PackageOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
            <p>{PORTAL_MESSAGES.noDeliverablesYet}</p>
          </div>
        ) : (
          <div className="space-y-3">
            {stage.deliverables.map((d) => (
              <DeliverableCard key={d.id} token={token} deliverable={d} onReviewed={onReviewed} onLockOut={onLockOut} />
            ))}
            {!hasFields && !form.done ? (
              <p className="text-sm text-slate-600">{PORTAL_MESSAGES.approveToComplete}</p>
            ) : null}
          </div>
        )
      ) : null}
      {hasFields || !milestone ? (
        <div className={milestone ? 'border-t border-slate-200 pt-5' : undefined}>
          <StageForm {...form} />
        </div>
      ) : null}
    </div>
  );
}
