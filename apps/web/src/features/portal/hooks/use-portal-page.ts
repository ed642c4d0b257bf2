import type {
  Answers,
  Phase,
  PortalAgreementDto,
  PortalPaymentDto,
  PortalResponse,
  PortalReviewResponse,
  PortalStageDto,
  PortalSubmissionResponse,
  PortalSubmitResponse,
} from '@bloom/core';
import { PORTAL_MESSAGES } from '@bloom/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { NoticeMessage } from '../components/notice';
import { usePaymentReturn } from '../components/payment/use-payment-return';
import { phaseSectionId } from '../components/phase-section';
import {
  CHANGES_MESSAGES,
  changeRequests,
  hasChangesRequested,
  opensOnSummary,
  stageToOpenFirst,
} from '../lib/changes-requested';
import { localToday } from '../lib/due-chip';
import {
  firstStageToOpen,
  isStageDone,
  journeyIsComplete,
  nextStageToOpen,
  phaseViews,
  stageViews,
  withSubmission,
} from '../lib/portal-view';
import { applyingView, removedNote } from '../lib/stage-visibility';

export interface PortalPageProps {
  token: string;
  data: PortalResponse;
  update: (change: (data: PortalResponse) => PortalResponse) => void;
  /** Refetches the payload without leaving the page; resolves with it, or null when that failed. */
  refresh: () => Promise<PortalResponse | null>;
  lockOut: (error: unknown) => boolean;
  /** What each stage form held when it closed, kept for the visit. */
  memory: Map<string, Answers>;
}

const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * The portal page's state and what its actions do: which stage is open, which phases are
 * folded, the summary view, the congratulations, the success message and where focus goes.
 * It works on the stages that apply to the client (`data`, returned for the page to draw); the
 * whole journey, stubs included, stays with the forms for their questions' conditions.
 */
export function usePortalPage({ data: journey, update, refresh, memory }: PortalPageProps) {
  const data = useMemo(() => applyingView(journey), [journey]);
  const today = localToday();
  const views = useMemo(() => stageViews(data.stages), [data.stages]);
  const phases = useMemo(() => phaseViews(views, today), [views, today]);
  const complete = journeyIsComplete(data);
  const summaryFirst = opensOnSummary(complete, data.stages);
  const [view, setView] = useState<'stages' | 'summary'>(() => (summaryFirst ? 'summary' : 'stages'));
  const [openStage, setOpenStage] = useState<string | null>(() =>
    summaryFirst ? null : stageToOpenFirst(data.stages, () => firstStageToOpen(views)),
  );
  const [closedPhases, setClosedPhases] = useState<ReadonlySet<Phase>>(() => new Set());
  const [congrats, setCongrats] = useState(false);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);
  const say = (text?: string, note?: string) => setNotice({ id: Date.now(), text, note });

  // Focus (and show) a step after the page changed around it, e.g. the next stage after a submit.
  // Behind the congratulations the page is inert: the focus goes there once they close.
  useEffect(() => {
    if (!focusTarget || congrats) return;
    const el = document.getElementById(focusTarget);
    el?.focus({ preventScroll: true });
    el?.scrollIntoView({ behavior: scrollBehavior(), block: 'nearest' });
    setFocusTarget(null);
  }, [focusTarget, congrats]);

  // A change request opens with the page: bring it into view unless it already sits near the top.
  const firstOpen = useRef(openStage);
  useEffect(() => {
    const stage = data.stages.find((s) => s.id === firstOpen.current);
    firstOpen.current = null;
    if (!stage || !hasChangesRequested(stage)) return;
    const el = document.getElementById(`stage-${stage.id}`);
    if (el && el.getBoundingClientRect().top > window.innerHeight / 3) {
      el.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    }
  }, [data.stages]);

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

  /** Opens a stage and brings it into view (the change-request notice's button). */
  const showStage = (id: string) => {
    const stage = data.stages.find((s) => s.id === id);
    if (!stage) return;
    setView('stages');
    openPhase(stage.phase);
    setOpenStage(id);
    setFocusTarget(`stage-${id}`);
  };

  const showSummary = () => {
    setCongrats(false);
    setFocusTarget(null);
    setView('summary');
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    requestAnimationFrame(() => document.getElementById('complete-title')?.focus());
  };

  const onDraftSaved = (stage: PortalStageDto, { submission, removed }: PortalSubmissionResponse) => {
    // A draft answered after the stage was sent must not take the submission's place.
    update((d) =>
      d.stages.some((s) => s.id === stage.id && isStageDone(s)) ? d : withSubmission(d, stage.id, submission),
    );
    const note = removedNote(removed);
    if (note) say(undefined, note);
  };

  const onSubmitted = async (stage: PortalStageDto, response: PortalSubmitResponse) => {
    const edited = isStageDone(stage);
    const resubmitted = hasChangesRequested(stage);
    memory.delete(stage.id);
    for (const r of response.removed ?? []) memory.delete(r.stageId);
    // These answers can change which stages apply and when the next are due: the page reads
    // itself again before moving on, so the client sees one change (this answer stands in if not).
    const fresh = await refresh();
    if (!fresh) update((d) => withSubmission(d, stage.id, response.submission, response.completedCount));
    const next = applyingView(fresh ?? withSubmission(journey, stage.id, response.submission, response.completedCount));
    const note = removedNote(response.removed);
    const finished = response.journeyComplete && !complete;
    // The congratulations say it all when the journey ends.
    if (!finished) {
      say(
        resubmitted
          ? CHANGES_MESSAGES.resubmitted
          : edited
            ? PORTAL_MESSAGES.stageUpdated
            : PORTAL_MESSAGES.stageSubmitted,
        note,
      );
    }
    // An edit closes the stage; a resubmission moves on to the next change request, if any.
    const following = edited
      ? resubmitted
        ? (changeRequests(next.stages)[0]?.id ?? null)
        : null
      : nextStageToOpen(stageViews(next.stages), stage.id);
    const followingStage = following ? next.stages.find((s) => s.id === following) : undefined;
    if (followingStage) openPhase(followingStage.phase);
    setOpenStage(following);
    setFocusTarget(`stage-${following ?? stage.id}`);
    if (finished) {
      setNotice(note ? { id: Date.now(), note } : null);
      setCongrats(true);
    }
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
    if (response.journeyComplete && !complete) {
      setNotice(null);
      setCongrats(true);
    } else say(response.review.decision === 'approved' ? PORTAL_MESSAGES.approvedThanks : PORTAL_MESSAGES.changesSent);
    // Approving a milestone's last deliverable can complete its stage: read the page again.
    refresh();
  };

  /**
   * An agreement step answered: the stage shows the agreement as it now stands. A signature or a
   * decline can change more than the stage (its completion, the stages it unlocks): read the page again.
   */
  const onAgreement = (stage: PortalStageDto, agreement: PortalAgreementDto, notice?: string) => {
    update((d) => ({ ...d, stages: d.stages.map((s) => (s.id === stage.id ? { ...s, agreement } : s)) }));
    if (notice) say(notice);
    if (agreement.status !== 'sent' || agreement.me?.status !== 'pending') refresh();
  };

  /** The stage's payment after its plan started. */
  const onPayment = (stage: PortalStageDto, payment: PortalPaymentDto) =>
    update((d) => ({ ...d, stages: d.stages.map((s) => (s.id === stage.id ? { ...s, payment } : s)) }));

  // Back from a checkout: its notice, and its stage opened (unless the page opened on the summary).
  const payment = usePaymentReturn(data.stages, refresh, (id) => {
    const stage = views.find((v) => v.stage.id === id);
    if (!stage || stage.status === 'locked' || view === 'summary') return;
    openPhase(stage.stage.phase);
    setOpenStage(id);
  });

  return {
    data,
    today,
    views,
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
    onAgreement,
    onPayment,
    payment,
  };
}
