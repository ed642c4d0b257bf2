import {
  assigneesResponseSchema,
  CLIENT_MESSAGES,
  changeRoleSchema,
  INVITATION_MESSAGES,
  INVITATION_TOKEN_PATTERN,
  invitationPreviewSchema,
  invitationResponseSchema,
  inviteMemberSchema,
  MEMBER_MESSAGES,
  memberResponseSchema,
  okResponseSchema,
  setAssigneesSchema,
  teamResponseSchema,
  workspacesResponseSchema,
} from '@bloom/core';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { ModuleDeps, Router } from '../../app-deps';
import type { AppEnv } from '../../kernel/context';
import type { SignedIn } from '../../kernel/owner-context';
import { hitRateLimit, type RateRule } from '../../kernel/rate-limit';
import { tooManyRequests, unauthorized } from '../../kernel/service-error';
import { clientAddress } from '../../platform/http/client-address';
import { linkOrigin } from '../../platform/http/link-origin';
import { errors, jsonBody, jsonContent, ownerErrors, route } from '../../platform/http/openapi';
import { saneIdParams, uuidParams } from '../../platform/http/path-ids';
import { requireOwner, requireOwnerOnce } from '../auth';
import { setAssignees } from './assignments';
import { acceptInvitation, inviteMember, previewInvitation, resendInvitation, revokeInvitation } from './invitations';
import { changeRole, leaveWorkspace, removeMember, switchWorkspace } from './members';
import { ownershipRoutes } from './ownership-routes';
import { getTeam, listWorkspaces } from './team-queries';

const tags = ['Team'];
const ok = jsonContent(okResponseSchema, 'Done');
const writeErrors = { ...ownerErrors, 403: errors[403], 409: errors[409], 413: errors[413] } as const;
const invitationParams = uuidParams('id', INVITATION_MESSAGES.notFound);
const memberParams = saneIdParams('userId', MEMBER_MESSAGES.notFound);
const workspaceParams = uuidParams('id', MEMBER_MESSAGES.workspaceNotFound);
const clientParams = uuidParams('id', CLIENT_MESSAGES.notFound);
/** A malformed token is an unknown one: the same 404, before any query. */
const tokenParams = z.object({ token: z.string().regex(INVITATION_TOKEN_PATTERN, INVITATION_MESSAGES.invalid) });
/** Invitations sent (new and again) per workspace; invitation links opened per address. */
const SEND_RULE: RateRule = { limit: 30, windowSeconds: 60 * 60 };
const OPEN_RULE: RateRule = { limit: 60, windowSeconds: 10 * 60 };

/** A session, whatever its workspace: the switcher and an invitation work even for a removed member. */
const signedIn = async (c: Context<AppEnv>): Promise<SignedIn & { sessionId: string }> => {
  const session = await c.get('session')();
  if (!session) throw unauthorized();
  return session;
};

/**
 * The workspace's team (contract: core api/team-routes.ts): members and invitations under
 * /settings/team, the invitation link's page, and the workspace switcher.
 */
export function teamRoutes(app: Router, deps: ModuleDeps) {
  const { db, links, rateLimitScale } = deps;
  const owner = requireOwner(db);
  const limited =
    (rule: RateRule, keyOf: (c: Context<AppEnv>) => string): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const limit = { ...rule, limit: rule.limit * rateLimitScale };
      const { allowed, retryAfterSeconds } = await hitRateLimit(db, keyOf(c), limit);
      if (!allowed) throw tooManyRequests(INVITATION_MESSAGES.rateLimited, retryAfterSeconds);
      await next();
    };
  const sendLimit = limited(SEND_RULE, (c) => `team-invite:${c.get('owner').workspaceId}`);
  const openLimit = limited(OPEN_RULE, (c) => `invitation-open:${clientAddress(c, links.trustProxy)}`);
  const origin = (c: Context<AppEnv>) => linkOrigin(c.req.raw, links);

  app.openapi(
    route('GET /api/team', {
      tags,
      summary: 'The members (Owner first) and the open invitations',
      middleware: [owner],
      responses: { 200: jsonContent(teamResponseSchema, 'The team'), ...ownerErrors, 403: errors[403] },
    }),
    async (c) => c.json(await getTeam(c.get('owner')), 200),
  );
  app.openapi(
    route('POST /api/team/invitations', {
      tags,
      summary: 'Invite a person by email as Admin or Member (a link valid 7 days, used once)',
      middleware: [owner, sendLimit],
      request: { body: jsonBody(inviteMemberSchema) },
      responses: {
        201: jsonContent(invitationResponseSchema, 'The invitation, its email queued'),
        ...writeErrors,
        429: errors[429],
      },
    }),
    async (c) => c.json({ invitation: await inviteMember(c.get('owner'), c.req.valid('json'), origin(c)) }, 201),
  );
  app.openapi(
    route('POST /api/team/invitations/{id}/resend', {
      tags,
      summary: 'Send the invitation again with a new link and a new 7 days (the old link stops working)',
      middleware: [owner, sendLimit],
      request: { params: invitationParams },
      responses: {
        200: jsonContent(invitationResponseSchema, 'The invitation, its email queued'),
        ...writeErrors,
        429: errors[429],
      },
    }),
    async (c) =>
      c.json({ invitation: await resendInvitation(c.get('owner'), c.req.valid('param').id, origin(c)) }, 200),
  );
  app.openapi(
    route('DELETE /api/team/invitations/{id}', {
      tags,
      summary: 'Revoke an open invitation: its link stops working',
      middleware: [owner],
      request: { params: invitationParams },
      responses: { 200: ok, ...writeErrors },
    }),
    async (c) => {
      await revokeInvitation(c.get('owner'), c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    },
  );
  app.openapi(
    route('PATCH /api/team/members/{userId}', {
      tags,
      summary: "Change a member's role (Admin or Member; the Owner's changes only by a transfer)",
      middleware: [owner],
      request: { params: memberParams, body: jsonBody(changeRoleSchema) },
      responses: { 200: jsonContent(memberResponseSchema, 'The member'), ...writeErrors },
    }),
    async (c) => {
      const member = await changeRole(c.get('owner'), c.req.valid('param').userId, c.req.valid('json').role);
      return c.json({ member }, 200);
    },
  );
  app.openapi(
    route('DELETE /api/team/members/{userId}', {
      tags,
      summary: 'Remove a member: their clients go back to unassigned, their sessions here end at once',
      middleware: [owner],
      request: { params: memberParams },
      responses: { 200: ok, ...writeErrors },
    }),
    async (c) => {
      await removeMember(c.get('owner'), c.req.valid('param').userId);
      return c.json({ ok: true as const }, 200);
    },
  );
  app.openapi(
    route('POST /api/team/leave', {
      tags,
      summary: 'Leave this workspace (the Owner transfers ownership first)',
      middleware: [owner],
      responses: { 200: ok, ...writeErrors },
    }),
    async (c) => {
      await leaveWorkspace(c.get('owner'));
      return c.json({ ok: true as const }, 200);
    },
  );

  ownershipRoutes(app, deps);

  app.openapi(
    route('PUT /api/clients/{id}/assignees', {
      tags,
      summary: 'Who works on a client (replaces the list; empty: unassigned); Members see only their clients',
      // Under /api/clients, whose requireOwner may have run already.
      middleware: [requireOwnerOnce(db)],
      request: { params: clientParams, body: jsonBody(setAssigneesSchema) },
      responses: { 200: jsonContent(assigneesResponseSchema, "The client's assignees"), ...writeErrors },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json({ assignees: await setAssignees(c.get('owner'), id, c.req.valid('json').userIds) }, 200);
    },
  );

  app.openapi(
    route('GET /api/workspaces', {
      tags,
      summary: "The workspaces the signed-in person belongs to, the session's marked active",
      responses: { 200: jsonContent(workspacesResponseSchema, 'The workspaces'), 401: errors[401] },
    }),
    async (c) => {
      const session = await signedIn(c);
      const workspaces = await listWorkspaces(db, session.user.id, session.workspace?.id ?? '');
      return c.json({ workspaces }, 200);
    },
  );
  app.openapi(
    route('POST /api/workspaces/{id}/switch', {
      tags,
      summary: 'Work in another workspace of yours from now on (this session)',
      request: { params: workspaceParams },
      responses: { 200: ok, 401: errors[401], 403: errors[403], 404: errors[404] },
    }),
    async (c) => {
      const session = await signedIn(c);
      await switchWorkspace(db, session.user, session.sessionId, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    route('GET /api/invitations/{token}', {
      tags,
      summary: 'What an invitation link shows: the workspace, who invited, the address and the role',
      middleware: [openLimit],
      request: { params: tokenParams },
      responses: { 200: jsonContent(invitationPreviewSchema, 'The invitation'), 404: errors[404], 429: errors[429] },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await previewInvitation(db, c.req.valid('param').token), 200);
    },
  );
  app.openapi(
    route('POST /api/invitations/{token}/accept', {
      tags,
      summary: 'Join the workspace as the signed-in person (the address invited), and work in it',
      middleware: [openLimit],
      request: { params: tokenParams },
      responses: { 200: ok, 401: errors[401], 403: errors[403], 404: errors[404], 409: errors[409], 429: errors[429] },
    }),
    async (c) => {
      const session = await signedIn(c);
      await acceptInvitation(db, session.user, session.sessionId, c.req.valid('param').token);
      return c.json({ ok: true as const }, 200);
    },
  );
}
