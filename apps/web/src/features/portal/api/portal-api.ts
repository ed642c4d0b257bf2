import type { Answers, ApprovalValue } from '@bloom/core';
import { api } from '../../../lib/api-client';

/** The portal's calls, typed by the contract (packages/core/src/api/portal-routes.ts). */

/** A file the client uploaded, as a link (the route answers the file, so it is not a JSON call). */
export const fileUrl = (token: string, attachmentId: string) =>
  `/api/portal/${encodeURIComponent(token)}/files/${encodeURIComponent(attachmentId)}`;

export const getPortal = (token: string) => api('GET /api/portal/{token}', { params: { token } });

/**
 * The visit, and the browser's time zone for reminders at the client's 10:00 (POST /seen); with
 * `stageId` when a stage's form opens (its first view starts the stage in the owner's insights).
 * A beacon: keepalive, so it finishes even when the page closes at once; callers ignore its errors.
 */
export const markSeen = (token: string, timeZone: string | undefined, stageId?: string) =>
  api('POST /api/portal/{token}/seen', {
    params: { token },
    body: { ...(timeZone ? { timeZone } : {}), ...(stageId ? { stageId } : {}) },
    keepalive: true,
  });

export const openSession = (token: string, password: string) =>
  api('POST /api/portal/{token}/session', { params: { token }, body: { password } });

export const saveDraft = (token: string, stageId: string, answers: Answers, keepalive = false) =>
  api('PUT /api/portal/{token}/stages/{stageId}/draft', { params: { token, stageId }, body: { answers }, keepalive });

export const submitStage = (token: string, stageId: string, answers: Answers) =>
  api('POST /api/portal/{token}/stages/{stageId}/submit', { params: { token, stageId }, body: { answers } });

export const reviewDeliverable = (
  token: string,
  deliverableId: string,
  decision: ApprovalValue,
  comment: string | null,
) =>
  api('POST /api/portal/{token}/deliverables/{deliverableId}/review', {
    params: { token, deliverableId },
    body: { decision, comment },
  });
