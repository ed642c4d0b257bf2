import { PORTAL_MESSAGES, type PortalResponse, type PortalStageDto, type PortalStepStatus } from '@bloom/core';

/**
 * An owner's change request, as the portal shows it: the stage stays done (progress does not
 * move back) but is marked, opened first and resubmitted through the usual edit.
 */

/** The portal's own words for a change request (PORTAL_MESSAGES is shared with the server). */
export const CHANGES_MESSAGES = {
  badge: 'Changes requested',
  subtitle: 'Please update and resubmit',
  calloutTitle: 'Changes requested',
  wrote: (who: string) => `${who} asked for these changes:`,
  calloutFallback: 'Please look over your answers, update them and resubmit.',
  resubmit: 'Resubmit',
  resubmitted: 'Thanks! Your updated answers were sent.',
  review: 'Review changes',
  someone: 'Your service provider',
  asked: (who: string, stageName: string, others: number) =>
    others === 0
      ? `${who} asked for changes on “${stageName}”.`
      : `${who} asked for changes on “${stageName}” and ${others === 1 ? '1 more stage' : `${others} more stages`}.`,
} as const;

type WithSubmission = Pick<PortalStageDto, 'submission'>;

/** The owner sent this stage back and the client has not resubmitted it yet. */
export const hasChangesRequested = (stage: WithSubmission) => stage.submission?.status === 'changes_requested';

/** The owner's comment to show, or null when there is none to show (blank or another status). */
export function changesComment(stage: WithSubmission): string | null {
  if (!hasChangesRequested(stage)) return null;
  const comment = stage.submission?.changesComment ?? '';
  return comment.trim() ? comment : null;
}

/** The stages waiting for the client's changes, in journey order. */
export function changeRequests<T extends Pick<PortalStageDto, 'submission' | 'order'>>(stages: readonly T[]): T[] {
  return stages.filter(hasChangesRequested).sort((a, b) => a.order - b.order);
}

/** Who asked: the workspace's name, unless it is only the portal's default title. */
export const requesterName = (branding: PortalResponse['branding']) =>
  branding.name.trim() && branding.name !== PORTAL_MESSAGES.defaultName ? branding.name : CHANGES_MESSAGES.someone;

/** The notice at the top of the page, or null when nothing waits for changes. */
export function changesNotice(data: PortalResponse): { stageId: string; text: string } | null {
  const [first, ...rest] = changeRequests(data.stages);
  if (!first) return null;
  return { stageId: first.id, text: CHANGES_MESSAGES.asked(requesterName(data.branding), first.name, rest.length) };
}

/** The stage to open when the page loads: the first change request, else whatever `fallback` picks. */
export function stageToOpenFirst(stages: readonly PortalStageDto[], fallback: () => string | null): string | null {
  return changeRequests(stages)[0]?.id ?? fallback();
}

/** The summary opens first on a finished journey, unless the owner asked for changes. */
export const opensOnSummary = (complete: boolean, stages: readonly WithSubmission[]) =>
  complete && !stages.some(hasChangesRequested);

export type StepBadgeKind = 'changes' | 'viewing' | 'done' | 'active' | null;

/** A step's badge: a change request outranks 'Viewing', so the client never loses sight of it. */
export function stepBadgeKind(status: PortalStepStatus, changes: boolean, open: boolean): StepBadgeKind {
  if (changes) return 'changes';
  if (open) return 'viewing';
  if (status === 'completed') return 'done';
  if (status === 'current') return 'active';
  return null;
}
