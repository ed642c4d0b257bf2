import type { Phase, PortalResponse, PortalStageDto, PortalSubmissionDto } from '@bloom/core';

/** Portal payloads for the unit tests: a stage, its submission and the page's answer. Tests only. */

export const submission = (
  status: PortalSubmissionDto['status'],
  changesComment: string | null = null,
): PortalSubmissionDto => ({
  status,
  changesComment,
  answers: {},
  submittedAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

/** Stage `order` ('s1', 'Stage 1') in `phase`, of the type that phase holds. */
export const portalStage = (
  order: number,
  phase: Phase,
  answered: PortalSubmissionDto | null = null,
): PortalStageDto => ({
  id: `s${order}`,
  order,
  stepType: phase === 'deliverables' ? 'milestone' : phase === 'feedback' ? 'testimonial' : 'onboarding',
  phase,
  name: `Stage ${order}`,
  description: null,
  fields: [],
  submission: answered,
  deliverables: [],
  applies: true,
  dueOn: null,
});

export const portalPayload = (stages: PortalStageDto[], completedCount: number, name = 'Studio'): PortalResponse => ({
  branding: { name, logoUrl: null, primaryColor: '#14b8a6', accentColor: null, calendlyUrl: null, timezone: 'UTC' },
  client: { clientName: 'Ada', projectName: 'Site', status: 'active' },
  contact: { name: 'Ada', role: null },
  introHtml: null,
  journey: { name: 'Web' },
  stages,
  completedCount,
  maxUploadBytes: 1024,
});
