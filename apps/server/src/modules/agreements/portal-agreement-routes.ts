import {
  AGREEMENT_MESSAGES,
  consentSchema,
  declineSchema,
  portalAgreementResponseSchema,
  portalPasswordRequiredSchema,
  signSchema,
  verifyCodeSchema,
  viewedSchema,
} from '@bloom/core';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ModuleDeps, Router } from '../../app-deps';
import type { Events } from '../../kernel/events';
import { clientAddress } from '../../platform/http/client-address';
import { describeRoute, errors, jsonBody, jsonContent, route } from '../../platform/http/openapi';
import { uuidParam, uuidParams } from '../../platform/http/path-ids';
import { downloadQuerySchema, sendStoredFile, storedFileAnswers } from '../../platform/storage/send-stored-file';
import { type PortalProject, portalGuards } from '../portal';
import { cleanEvidence } from './agreement-evidence';
import {
  AGREEMENT_RATE_RULES,
  declineInPortal,
  findPortalAgreementFile,
  type PortalSigning,
  recordConsent,
  recordViewed,
  sendSigningCode,
  signInPortal,
  verifySigningCode,
} from './portal-signing';
import { signingServices } from './signing-services';

const tags = ['Portal'];
const token = z.string().meta({ description: "The contact's share token" });
const params = z.object({ token }).extend(uuidParams('agreementId', AGREEMENT_MESSAGES.notFound).shape);
const answer = jsonContent(portalAgreementResponseSchema, 'The agreement as the portal shows it after the step');

/** A portal agreement step's errors: the password, a foreign id (404), a step out of order (409), the limits. */
const stepErrors = {
  400: errors[400],
  401: jsonContent(portalPasswordRequiredSchema, 'The portal has a password and this browser has not given it'),
  404: errors[404],
  409: errors[409],
  413: errors[413],
  415: errors[415],
  429: errors[429],
} as const;

/**
 * Signing in the portal (issue 34; contract: core api/agreement-routes.ts): each step of the
 * visiting contact on one agreement of their client, in order (viewed → consent → code → verify →
 * sign, or decline), and the agreement's PDFs. Behind the portal's link and password like every
 * portal route; every write counts against the caller's address.
 */
export function portalAgreementRoutes(app: Router, deps: ModuleDeps) {
  const { db } = deps;
  const { trustProxy } = deps.links;
  const guards = portalGuards(deps, 'agreement', AGREEMENT_RATE_RULES);
  const { portal } = guards;
  /** A write: every step counts against the address, some steps against a rule of their own too. */
  const step = (...rules: (keyof typeof AGREEMENT_RATE_RULES)[]) => guards.write('stepsPerAddress', ...rules);

  /** The step's context: this contact, this agreement, where the request came from. */
  const signing = async (c: Context, timeZone: string | null | undefined): Promise<PortalSigning> => {
    const project: PortalProject = c.get('portal');
    const events: Events = c.get('events');
    return {
      db,
      services: await signingServices(deps, c.req.raw, project.workspaceId, events),
      secret: deps.secret,
      token: c.req.param('token') ?? '',
      project,
      agreementId: uuidParam(c, 'agreementId', AGREEMENT_MESSAGES.notFound),
      evidence: cleanEvidence({
        timeZone,
        ip: clientAddress(c, trustProxy),
        userAgent: c.req.header('user-agent'),
      }),
    };
  };

  app.openapi(
    route('POST /api/portal/{token}/agreements/{agreementId}/viewed', {
      tags,
      summary: 'The signer read every page of the document (the first step)',
      middleware: step(),
      request: { params, body: jsonBody(viewedSchema) },
      responses: { 200: answer, ...stepErrors },
    }),
    async (c) => {
      const { pagesSeen, timeZone } = c.req.valid('json');
      return c.json({ agreement: await recordViewed(await signing(c, timeZone), pagesSeen) }, 200);
    },
  );

  app.openapi(
    route('POST /api/portal/{token}/agreements/{agreementId}/consent', {
      tags,
      summary: 'The signer consents to sign electronically, after reading (the ESIGN disclosures)',
      middleware: step(),
      request: { params, body: jsonBody(consentSchema) },
      responses: { 200: answer, ...stepErrors },
    }),
    async (c) => c.json({ agreement: await recordConsent(await signing(c, c.req.valid('json').timeZone)) }, 200),
  );

  app.openapi(
    route('POST /api/portal/{token}/agreements/{agreementId}/code', {
      tags,
      summary: 'Email the signer a new 6-digit code (10 minutes; 5 sends per 15 minutes)',
      middleware: step('codeSendsPerAddress'),
      request: { params },
      responses: { 200: answer, ...stepErrors },
    }),
    async (c) => c.json({ agreement: await sendSigningCode(await signing(c, null)) }, 200),
  );

  app.openapi(
    route('POST /api/portal/{token}/agreements/{agreementId}/code/verify', {
      tags,
      summary: "Confirm the emailed code (5 tries per code); the signer's identity is then confirmed",
      middleware: step('codeChecksPerAddress'),
      request: { params, body: jsonBody(verifyCodeSchema) },
      responses: { 200: answer, ...stepErrors },
    }),
    async (c) => c.json({ agreement: await verifySigningCode(await signing(c, null), c.req.valid('json').code) }, 200),
  );

  app.openapi(
    route('POST /api/portal/{token}/agreements/{agreementId}/sign', {
      tags,
      summary: 'Sign (typed or drawn; the last step): the last signature seals the final PDF',
      middleware: step(),
      request: { params, body: jsonBody(signSchema) },
      responses: { 200: answer, ...stepErrors },
    }),
    async (c) => {
      const { signature, timeZone } = c.req.valid('json');
      return c.json({ agreement: await signInPortal(await signing(c, timeZone), signature) }, 200);
    },
  );

  app.openapi(
    route('POST /api/portal/{token}/agreements/{agreementId}/decline', {
      tags,
      summary: 'Decline to sign, with a reason (the owner is told; they may send a new version)',
      middleware: step(),
      request: { params, body: jsonBody(declineSchema) },
      responses: { 200: answer, ...stepErrors },
    }),
    async (c) => {
      const { reason, timeZone } = c.req.valid('json');
      return c.json({ agreement: await declineInPortal(await signing(c, timeZone), reason) }, 200);
    },
  );

  // The PDFs: described here, streamed (with ranges) by the plain handlers below.
  for (const file of ['document', 'final'] as const) {
    const download = describeRoute(app, `GET /api/portal/{token}/agreements/{agreementId}/${file}`, {
      tags,
      summary:
        file === 'document'
          ? 'The agreement as sent: its original PDF (GET or HEAD; one byte range)'
          : 'The sealed final PDF with its certificate, once everyone signed (404 before)',
      request: { params, query: downloadQuerySchema },
      responses: { ...storedFileAnswers, 401: stepErrors[401], 404: errors[404], 429: errors[429] },
    });
    app.on(download.method, download.path, portal, async (c) => {
      if (!deps.storage) throw new Error('File storage is not configured');
      const agreementId = uuidParam(c, 'agreementId', AGREEMENT_MESSAGES.notFound);
      const found = await findPortalAgreementFile(db, c.get('portal'), agreementId, file);
      return sendStoredFile(c, deps.storage, found, {
        disposition: c.req.query('download') === undefined ? 'inline' : 'attachment',
      });
    });
  }
}
