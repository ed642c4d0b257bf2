import { PORTAL_MESSAGES, type PortalResponse, stageFields } from '@bloom/core';
import { type PortalPageProps, usePortalPage } from '../hooks/use-portal-page';
import { changesNotice, requesterName } from '../lib/changes-requested';
import { initialAnswers } from '../lib/stage-form-state';
import { ChangesNotice } from './changes-notice';
import { CongratsDialog } from './congrats-dialog';
import { CircleCheckBig } from './icons';
import { JourneyComplete } from './journey-complete';
import { Notice } from './notice';
import { paymentDueCallout } from './payment/payment-due-loader';
import { PaymentReturnNotice } from './payment/payment-return-notice';
import { PhaseSection } from './phase-section';
import { PhaseTiles } from './phase-tiles';
import { PortalButton } from './portal-button';
import { StagePanel } from './stage-panel';
import { StepItem } from './step-item';

/** Greets the contact whose own link opened the portal, above the client's name. */
function Welcome({ data }: { data: PortalResponse }) {
  const { contact } = data;
  return (
    <div>
      <p className="text-sm font-medium break-words text-brand-accent-ink">
        {contact ? PORTAL_MESSAGES.welcomeBackName(contact.name) : PORTAL_MESSAGES.welcomeBack}
        {contact?.role ? <span className="font-normal"> · {contact.role}</span> : null}
      </p>
      <h1 className="mt-0.5 text-2xl font-semibold break-words text-slate-900 sm:text-3xl">{data.client.clientName}</h1>
      <p className="mt-1 text-sm break-words text-slate-600">{data.client.projectName}</p>
    </div>
  );
}

/** The portal itself: welcome, phase tiles, welcome message, the phases and their stages. */
export function PortalPage(props: PortalPageProps) {
  const { token, lockOut, memory, refresh } = props;
  const page = usePortalPage(props);
  // Only the stages that apply to the client; the whole journey goes to the forms for their conditions.
  const { data } = page;
  const changes = changesNotice(data);
  const PaymentDueCallout = paymentDueCallout();

  return (
    <div className="space-y-6">
      <Welcome data={data} />
      <PaymentReturnNotice kind={page.payment.notice} onDismiss={page.payment.dismiss} />
      {PaymentDueCallout ? (
        <PaymentDueCallout
          token={token}
          stages={data.stages}
          pendingInvoice={page.payment.pendingInvoice}
          refresh={refresh}
          onLockOut={lockOut}
        />
      ) : null}
      {page.view === 'summary' ? (
        <JourneyComplete data={data} onReview={() => page.setView('stages')} />
      ) : (
        <>
          {changes ? <ChangesNotice text={changes.text} onReview={() => page.showStage(changes.stageId)} /> : null}
          <PhaseTiles phases={page.phases} onJump={page.jumpTo} />
          {/* While a change request is open it is the one thing to do; the summary waits. */}
          {page.complete && !changes ? (
            <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
              <CircleCheckBig aria-hidden="true" className="size-5 shrink-0 text-brand-ink" />
              <p className="min-w-0 flex-1 font-medium text-slate-900">{PORTAL_MESSAGES.completeBanner}</p>
              <PortalButton size="sm" onClick={page.showSummary}>
                {PORTAL_MESSAGES.viewSummary}
              </PortalButton>
            </div>
          ) : null}
          {data.introHtml ? (
            // Sanitised on the server when it was saved.
            <div
              className="portal-prose rounded-xl border border-slate-200 bg-white p-4 text-[15px] shadow-xs sm:p-6"
              dangerouslySetInnerHTML={{ __html: data.introHtml }}
            />
          ) : null}
          {page.phases.map((phase) => (
            <PhaseSection
              key={phase.phase}
              view={phase}
              open={!page.closedPhases.has(phase.phase)}
              onToggle={() => page.togglePhase(phase.phase)}
            >
              {phase.stages.map((v) => (
                <StepItem
                  key={v.stage.id}
                  view={v}
                  number={data.stages.indexOf(v.stage) + 1}
                  today={page.today}
                  open={page.openStage === v.stage.id}
                  onToggle={() => page.toggleStage(v.stage.id)}
                >
                  <StagePanel
                    token={token}
                    stage={v.stage}
                    done={v.status === 'completed'}
                    maxUploadBytes={data.maxUploadBytes}
                    requester={requesterName(data.branding)}
                    initial={memory.get(v.stage.id) ?? initialAnswers(stageFields(v.stage), v.stage.submission)}
                    onLeave={(answers) => memory.set(v.stage.id, answers)}
                    journey={props.data.stages}
                    onDraftSaved={(response) => page.onDraftSaved(v.stage, response)}
                    onSubmitted={(response) => page.onSubmitted(v.stage, response)}
                    onReviewed={page.onReviewed}
                    onLockOut={lockOut}
                    workspaceName={data.branding.name}
                    onAgreement={(agreement, notice) => page.onAgreement(v.stage, agreement, notice)}
                    refresh={refresh}
                    timeZone={data.branding.timezone}
                    onPayment={(payment) => page.onPayment(v.stage, payment)}
                    pendingInvoice={page.payment.pendingInvoice}
                  />
                </StepItem>
              ))}
            </PhaseSection>
          ))}
        </>
      )}
      {page.congrats ? (
        <CongratsDialog onViewSummary={page.showSummary} onClose={() => page.setCongrats(false)} />
      ) : null}
      <Notice notice={page.notice} onDone={page.clearNotice} />
    </div>
  );
}
