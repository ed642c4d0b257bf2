import { DASHBOARD_MESSAGES, type DashboardDto } from '@bloom/core';

type Checklist = DashboardDto['checklist'];

export type ChecklistItemKey = 'branding' | 'journey' | 'client' | 'submission';

export interface ChecklistItem {
  key: ChecklistItemKey;
  title: string;
  detail: string;
  done: boolean;
  /** Greyed out: an earlier item has to be done first (a submission needs a client). */
  muted: boolean;
  /** Where it gets done; null when nothing can be done yet. */
  to: string | null;
  action: string;
}

/** The four setup items, each derived from the workspace's data (docs/product.md#dashboard). */
export function checklistItems(c: Checklist): ChecklistItem[] {
  return [
    {
      key: 'branding',
      title: DASHBOARD_MESSAGES.checklistBranding,
      detail: DASHBOARD_MESSAGES.checklistBrandingDetail,
      done: c.branding,
      muted: false,
      to: '/settings/branding',
      action: DASHBOARD_MESSAGES.checklistBrandingAction,
    },
    {
      key: 'journey',
      title: DASHBOARD_MESSAGES.checklistJourney,
      detail: DASHBOARD_MESSAGES.checklistJourneyDetail,
      done: c.journey,
      muted: false,
      to: '/journeys',
      action: DASHBOARD_MESSAGES.checklistJourneyAction,
    },
    {
      key: 'client',
      title: DASHBOARD_MESSAGES.checklistClient,
      detail: DASHBOARD_MESSAGES.checklistClientDetail,
      done: c.client,
      muted: false,
      to: '/clients/new',
      action: DASHBOARD_MESSAGES.checklistClientAction,
    },
    {
      key: 'submission',
      title: DASHBOARD_MESSAGES.checklistSubmission,
      detail: DASHBOARD_MESSAGES.checklistSubmissionDetail,
      done: c.submission,
      muted: !c.client && !c.submission,
      // The client's page holds their portal link and its Copy button.
      to: c.firstClientId ? `/clients/${encodeURIComponent(c.firstClientId)}` : null,
      action: DASHBOARD_MESSAGES.checklistSubmissionAction,
    },
  ];
}

/** Shown until every item is done, unless the owner dismissed it first. */
export function showChecklist(c: Checklist): boolean {
  if (c.dismissed) return false;
  return checklistItems(c).some((item) => !item.done);
}
