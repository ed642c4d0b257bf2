import type {
  Answers,
  ApprovalValue,
  PortalResponse,
  PortalReviewResponse,
  PortalSubmissionResponse,
  PortalSubmitResponse,
} from '@bloom/core';
import { portalRequest } from './portal-client';

/** The portal's API paths (contract: packages/core/src/portal/portal-api.ts). */
export const portalPath = (token: string) => `/api/portal/${encodeURIComponent(token)}`;

export const fileUrl = (token: string, attachmentId: string) =>
  `${portalPath(token)}/files/${encodeURIComponent(attachmentId)}`;

const stagePath = (token: string, stageId: string) => `${portalPath(token)}/stages/${encodeURIComponent(stageId)}`;

export const getPortal = (token: string) => portalRequest<PortalResponse>(portalPath(token));

export const openSession = (token: string, password: string) =>
  portalRequest<{ ok: true }>(`${portalPath(token)}/session`, { method: 'POST', body: { password } });

export const saveDraft = (token: string, stageId: string, answers: Answers, keepalive = false) =>
  portalRequest<PortalSubmissionResponse>(`${stagePath(token, stageId)}/draft`, {
    method: 'PUT',
    body: { answers },
    keepalive,
  });

export const submitStage = (token: string, stageId: string, answers: Answers) =>
  portalRequest<PortalSubmitResponse>(`${stagePath(token, stageId)}/submit`, { method: 'POST', body: { answers } });

export const reviewDeliverable = (
  token: string,
  deliverableId: string,
  decision: ApprovalValue,
  comment: string | null,
) =>
  portalRequest<PortalReviewResponse>(`${portalPath(token)}/deliverables/${encodeURIComponent(deliverableId)}/review`, {
    method: 'POST',
    body: { decision, comment },
  });
