import {
  type Answers,
  type Phase,
  PORTAL_MESSAGES,
  type PortalResponse,
  type PortalReviewResponse,
  type PortalStageDto,
  type PortalSubmissionDto,
  type PortalSubmitResponse,
  stageFields,
} from '@bloom/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  firstStageToOpen,
  isStageDone,
  journeyIsComplete,
  nextStageToOpen,
  phaseViews,
  stageViews,
  withSubmission,
} from '../lib/portal-view';
import { initialAnswers } from '../lib/stage-form-state';
import { CongratsDialog } from './congrats-dialog';
import { CircleCheckBig } from './icons';
import { JourneyComplete } from './journey-complete';
import { Notice } from './notice';
import { PhaseSection, phaseSectionId } from './phase-section';
import { PhaseTiles } from './phase-tiles';
import { PortalButton } from './portal-button';
import { StagePanel } from './stage-panel';
import { StepItem } from './step-item';

export interface PortalPageProps {
  token: string;
  data: PortalResponse;
  update: (change: (data: PortalResponse) => PortalResponse) => void;
  /** Refetches the payload without leaving the page. */
  refresh: () => void;
  lockOut: (error: unknown) => boolean;
  /** What each stage form held when it closed, kept for the visit. */
  memory: Map<string, Answers>;
}

const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

function Welcome({ data }: { data: PortalResponse }) {
  return (
    <div>
      <p className="text-sm font-medium text-brand-ink">{PORTAL_MESSAGES.welcomeBack}</p>
      <h1 className="mt-0.5 text-2xl font-semibold break-words text-slate-900 sm:text-3xl">{data.client.clientName}</h1>
      <p className="mt-1 text-sm break-words text-slate-600">{data.client.projectName}</p>
    </div>
  );
}

/** The portal itself: welcome, phase tiles, welcome message, the phases and their stages. */
export function PortalPage({ token, data, update, refresh, lockOut, memory }: PortalPageProps) {
  const views = useMemo(() => stageViews(data.stages), [data.stages]);
  const phases = useMemo(() => phaseViews(views), [views]);
  const complete = journeyIsComplete(data);
  const [view, setView] = useState<'stages' | 'summary'>(() => (complete ? 'summary' : 'stages'));
  const [openStage, setOpenStage] = useState<string | null>(() => (complete ? null : firstStageToOpen(views)));
  const [closedPhases, setClosedPhases] = useState<ReadonlySet<Phase>>(() => new Set());
  const [congrats, setCongrats] = useState(false);
  const [notice, setNotice] = useState<{ id: number; text: string } | null>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);
  const say = (text: string) => setNotice({ id: Date.now(), text });

  // Focus (and show) a step after the page changed around it, e.g. the next stage after a submit.
  useEffect(() => {
    if (!focusTarget) return;
    const el = document.getElementById(focusTarget);
    el?.focus({ preventScroll: true });
    el?.scrollIntoView({ behavior: scrollBehavior(), block: 'nearest' });
    setFocusTarget(null);
  }, [focusTarget]);

  const openPhase = (phase: Phase) =>
    setClosedPhases((closed) => {
      const next = new Set(closed);
      next.delete(phase);
      return next;
    });

  const togglePhase = (phase: Phase) =>
    setClosedPhases((closed) => {
      const next = new Set(closed);
      if (!next.delete(phase)) next.add(phase);
      return next;
    });

  const jumpTo = (phase: Phase) => {
    openPhase(phase);
    const section = document.getElementById(phaseSectionId(phase));
    section?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    document.getElementById(`${phaseSectionId(phase)}-toggle`)?.focus({ preventScroll: true });
  };

  const toggleStage = (id: string) => {
    setOpenStage((open) => (open === id ? null : id));
    setFocusTarget(`stage-${id}`);
  };

  const showSummary = () => {
    setCongrats(false);
    setView('summary');
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    requestAnimationFrame(() => document.getElementById('complete-title')?.focus());
  };

  const onDraftSaved = (stage: PortalStageDto, submission: PortalSubmissionDto) =>
    // A draft answered after the stage was sent must not take the submission's place.
    update((d) =>
      d.stages.some((s) => s.id === stage.id && isStageDone(s)) ? d : withSubmission(d, stage.id, submission),
    );

  const onSubmitted = (stage: PortalStageDto, response: PortalSubmitResponse) => {
    const edited = isStageDone(stage);
    const next = withSubmission(data, stage.id, response.submission, response.completedCount);
    update((d) => withSubmission(d, stage.id, response.submission, response.completedCount));
    memory.delete(stage.id);
    say(edited ? PORTAL_MESSAGES.stageUpdated : PORTAL_MESSAGES.stageSubmitted);
    const following = edited ? null : nextStageToOpen(stageViews(next.stages), stage.id);
    const followingStage = following ? next.stages.find((s) => s.id === following) : undefined;
    if (followingStage) openPhase(followingStage.phase);
    setOpenStage(following);
    setFocusTarget(`stage-${following ?? stage.id}`);
    if (response.journeyComplete && !complete) setCongrats(true);
  };

  const onReviewed = (deliverableId: string, response: PortalReviewResponse) => {
    update((d) => ({
      ...d,
      completedCount: response.completedCount,
      stages: d.stages.map((s) => ({
        ...s,
        deliverables: s.deliverables.map((x) => (x.id === deliverableId ? { ...x, review: response.review } : x)),
      })),
    }));
    say(response.review.decision === 'approved' ? PORTAL_MESSAGES.approvedThanks : PORTAL_MESSAGES.changesSent);
    if (response.journeyComplete && !complete) setCongrats(true);
    // Approving a milestone's last deliverable can complete its stage: read the page again.
    refresh();
  };

  return (
    <div className="space-y-6">
      <Welcome data={data} />
      {view === 'summary' ? (
        <JourneyComplete data={data} onReview={() => setView('stages')} />
      ) : (
        <>
          <PhaseTiles phases={phases} onJump={jumpTo} />
          {complete ? (
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
