import { PORTAL_MESSAGES, type PortalResponse, stageFields } from '@bloom/core';
import { type PortalPageProps, usePortalPage } from '../hooks/use-portal-page';
import { changesNotice, requesterName } from '../lib/changes-requested';
import { initialAnswers } from '../lib/stage-form-state';
import { ChangesNotice } from './changes-notice';
import { CongratsDialog } from './congrats-dialog';
import { CircleCheckBig } from './icons';
import { JourneyComplete } from './journey-complete';
import { Notice } from './notice';
import { PhaseSection } from './phase-section';
import { PhaseTiles } from './phase-tiles';
import { PortalButton } from './portal-button';
import { StagePanel } from './stage-panel';
import { StepItem } from './step-item';

function Welcome({ data }: { data: PortalResponse }) {
  return (
    <div>
      <p className="text-sm font-medium text-brand-accent-ink">{PORTAL_MESSAGES.welcomeBack}</p>
      <h1 className="mt-0.5 text-2xl font-semibold break-words text-slate-900 sm:text-3xl">{data.client.clientName}</h1>
      <p className="mt-1 text-sm break-words text-slate-600">{data.client.projectName}</p>
    </div>
  );
}

/** The portal itself: welcome, phase tiles, welcome message, the phases and their stages. */
export function PortalPage(props: PortalPageProps) {
  const { token, data, lockOut, memory } = props;
  const {
    phases,
    complete,
    view,
    setView,
    openStage,
    closedPhases,
    congrats,
    setCongrats,
    notice,
    clearNotice,
    togglePhase,
    jumpTo,
    toggleStage,
    showStage,
    showSummary,
    onDraftSaved,
    onSubmitted,
    onReviewed,
  } = usePortalPage(props);
  const changes = changesNotice(data);

  return (
    <div className="space-y-6">
      <Welcome data={data} />
      {view === 'summary' ? (
        <JourneyComplete data={data} onReview={() => setView('stages')} />
      ) : (
        <>
          {changes ? <ChangesNotice text={changes.text} onReview={() => showStage(changes.stageId)} /> : null}
          <PhaseTiles phases={phases} onJump={jumpTo} />
          {/* While a change request is open it is the one thing to do; the summary waits. */}
          {complete && !changes ? (
            <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
              <CircleCheckBig aria-hidden="true" className="size-5 shrink-0 text-brand-ink" />
              <p className="min-w-0 flex-1 font-medium text-slate-900">{PORTAL_MESSAGES.completeBanner}</p>
              <PortalButton size="sm" onClick={showSummary}>
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
          {phases.map((phase) => (
            <PhaseSection
              key={phase.phase}
              view={phase}
              open={!closedPhases.has(phase.phase)}
              onToggle={() => togglePhase(phase.phase)}
            >
              {phase.stages.map((v) => (
                <StepItem
                  key={v.stage.id}
                  view={v}
                  number={data.stages.indexOf(v.stage) + 1}
                  open={openStage === v.stage.id}
                  onToggle={() => toggleStage(v.stage.id)}
                >
                  <StagePanel
                    token={token}
                    stage={v.stage}
                    done={v.status === 'completed'}
                    maxUploadBytes={data.maxUploadBytes}
                    requester={requesterName(data.branding)}
                    initial={memory.get(v.stage.id) ?? initialAnswers(stageFields(v.stage), v.stage.submission)}
                    onLeave={(answers) => memory.set(v.stage.id, answers)}
                    onDraftSaved={(submission) => onDraftSaved(v.stage, submission)}
                    onSubmitted={(response) => onSubmitted(v.stage, response)}
                    onReviewed={onReviewed}
                    onLockOut={lockOut}
                  />
                </StepItem>
              ))}
            </PhaseSection>
          ))}
        </>
      )}
      {congrats ? <CongratsDialog onViewSummary={showSummary} onClose={() => setCongrats(false)} /> : null}
      <Notice notice={notice} onDone={clearNotice} />
    </div>
  );
}
