import {
  isJourneyComplete,
  type Phase,
  PORTAL_PHASES,
  type PortalResponse,
  type PortalStageDto,
  type PortalStepStatus,
  type PortalSubmissionDto,
  phaseProgress,
  portalStepStatuses,
  type TimelineStatus,
  timelineStatus,
} from '@bloom/core';
import { dueChip } from './due-chip';

/** The share token of `/c/{token}` (a trailing slash allowed), or null. */
export function tokenFromPath(pathname: string): string | null {
  const match = /^\/c\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    const token = decodeURIComponent(match[1]!);
    return token.trim() ? token : null;
  } catch {
    return null;
  }
}

/** A stage is done once it has a submitted answer; a draft does not count. */
export const isStageDone = (stage: Pick<PortalStageDto, 'submission'>) =>
  stage.submission !== null && stage.submission.status !== 'draft';

export interface StageView {
  stage: PortalStageDto;
  status: PortalStepStatus;
}

/** Each stage with its step status (docs/product.md#the-page), in payload order. */
export function stageViews(stages: readonly PortalStageDto[]): StageView[] {
  const statuses = portalStepStatuses(
    stages.map((s) => ({ phase: s.phase, order: s.order, stepType: s.stepType, completed: isStageDone(s) })),
  );
  return stages.map((stage, i) => ({ stage, status: statuses[i]! }));
}

const isOverdue = (v: StageView, today: string) =>
  today !== '' && dueChip(v.stage.dueOn, v.status === 'completed', today)?.state === 'overdue';

export interface PhaseView {
  phase: Phase;
  tile: string;
  section: string;
  completed: number;
  total: number;
  /** Its open stages past their due date. */
  overdue: number;
  stages: StageView[];
}

/**
 * The phases this client goes through, in the product's order, with their stages and progress.
 * A phase the journey has no stage in is left out (no '0/0' tile, no empty section to open).
 */
export function phaseViews(views: readonly StageView[], today = ''): PhaseView[] {
  const progress = views.map((v) => ({ phase: v.stage.phase, completed: v.status === 'completed' }));
  return PORTAL_PHASES.map((p) => {
    const stages = views.filter((v) => v.stage.phase === p.phase);
    const overdue = stages.filter((v) => isOverdue(v, today)).length;
    return { ...p, ...phaseProgress(progress, p.phase), overdue, stages };
  }).filter((p) => p.total > 0);
}

const byOrder = (a: StageView, b: StageView) => a.stage.order - b.stage.order;

/** The stage to open first: the earliest open one (a started draft before an untouched one). */
export function firstStageToOpen(views: readonly StageView[]): string | null {
  const current = views.filter((v) => v.status === 'current').sort(byOrder);
  const drafted = current.find((v) => v.stage.submission?.status === 'draft');
  return (drafted ?? current[0])?.stage.id ?? null;
}

/** After a stage is sent: the next open stage of its phase, else the earliest open one anywhere. */
export function nextStageToOpen(views: readonly StageView[], sentStageId: string): string | null {
  const sent = views.find((v) => v.stage.id === sentStageId);
  const current = views.filter((v) => v.status === 'current').sort(byOrder);
  return (current.find((v) => v.stage.phase === sent?.stage.phase) ?? current[0])?.stage.id ?? null;
}

/** The payload with one stage's new submission and the server's count. */
export function withSubmission(
  data: PortalResponse,
  stageId: string,
  submission: PortalSubmissionDto,
  completedCount = data.completedCount,
): PortalResponse {
  return {
    ...data,
    completedCount,
    stages: data.stages.map((s) => (s.id === stageId ? { ...s, submission } : s)),
  };
}

/** The Journey Complete screen shows when the client is marked completed or every stage is done. */
export const journeyIsComplete = (data: PortalResponse) =>
  data.client.status === 'completed' || isJourneyComplete(data.completedCount, data.stages.length);

/** The timeline: every stage by its place against the count of done stages (docs/product.md#answering-a-stage). */
export function timeline(data: PortalResponse): { stage: PortalStageDto; status: TimelineStatus }[] {
  return data.stages.map((stage, i) => ({ stage, status: timelineStatus(i + 1, data.completedCount) }));
}
