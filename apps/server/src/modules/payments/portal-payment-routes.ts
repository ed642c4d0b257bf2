import {
  checkoutSchema,
  choosePlanSchema,
  PAYMENT_MESSAGES,
  PORTAL_MESSAGES,
  portalPasswordRequiredSchema,
  portalPath,
  portalPaymentSchema,
} from '@bloom/core';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ModuleDeps, Router } from '../../app-deps';
import type { RateRule } from '../../kernel/rate-limit';
import { linkOrigin } from '../../platform/http/link-origin';
import { describeRoute, errorSchema, errors, jsonBody, jsonContent, route } from '../../platform/http/openapi';
import { isSaneId, uuidParam, uuidParams } from '../../platform/http/path-ids';
import { downloadQuerySchema, sendStoredFile, storedFileAnswers } from '../../platform/storage/send-stored-file';
import { portalGuards } from '../portal';
import { startCheckout } from './checkout';
import type { PaymentServices } from './payment-services';
import { findPortalCreditNoteFile, findPortalInvoiceFile } from './portal-invoice-files';
import { startPlan } from './start-plan';

/** Limits of the portal's payment writes, per client address (scaled by RATE_LIMIT_SCALE). */
export const PAYMENT_RATE_RULES = {
  plansPerAddress: { limit: 30, windowSeconds: 15 * 60 },
  /** Each opens a session at the provider. */
  checkoutsPerAddress: { limit: 20, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

const tags = ['Portal'];
const token = z.string().meta({ description: "The contact's share token" });
const stageParams = z.object({
  token,
  stageId: z.string().refine(isSaneId, PORTAL_MESSAGES.stageNotFound),
});
const invoiceParams = z.object({ token }).extend(uuidParams('invoiceId', PAYMENT_MESSAGES.invoiceNotFound).shape);

/** A portal payment write's errors: the password, a foreign id (404), the state (409), the limits. */
const writeErrors = {
  400: errors[400],
  401: jsonContent(portalPasswordRequiredSchema, 'The portal has a password and this browser has not given it'),
  404: errors[404],
  409: errors[409],
  413: errors[413],
  415: errors[415],
  429: errors[429],
  502: jsonContent(errorSchema, 'The payment provider failed'),
} as const;

/**
 * Paying in the portal (issue 35; contract: core api/payment-routes.ts): start paying a payment
 * stage, open a checkout for an invoice, and the invoices' and credit notes' PDFs. Behind the
 * portal's link and password like every portal route; ids of another client are 404.
 */
export function portalPaymentRoutes(app: Router, deps: ModuleDeps) {
  const { db } = deps;
  const { portal, write } = portalGuards(deps, 'payment', PAYMENT_RATE_RULES);
  const services = (c: Context): PaymentServices => ({ db, provider: deps.payments, events: c.get('events') });

  app.openapi(
    route('POST /api/portal/{token}/payments/{stageId}/plan', {
      tags,
      summary: 'Start paying a payment stage: the plan frozen, the installments due now invoiced (once)',
      middleware: write('plansPerAddress'),
      request: { params: stageParams, body: jsonBody(choosePlanSchema) },
      responses: { 200: jsonContent(portalPaymentSchema, 'The stage as the portal shows it now'), ...writeErrors },
    }),
    async (c) => {
      const { token: t, stageId } = c.req.valid('param');
      const { choice } = c.req.valid('json');
      return c.json(await startPlan(services(c), t, c.get('portal'), stageId, choice), 200);
    },
  );

  app.openapi(
    route('POST /api/portal/{token}/invoices/{invoiceId}/checkout', {
      tags,
      summary: "Pay an open invoice: where the provider's checkout is (409 paid or voided)",
      middleware: write('checkoutsPerAddress'),
      request: { params: invoiceParams },
      responses: { 200: jsonContent(checkoutSchema, 'Where to send the browser'), ...writeErrors },
    }),
    async (c) => {
      const { token: t, invoiceId } = c.req.valid('param');
      const project = c.get('portal');
      const origin = (await deps.portalOriginOf(project.workspaceId, c.req.raw)) ?? linkOrigin(c.req.raw, deps.links);
      const portalUrl = new URL(portalPath(t), origin).toString();
      return c.json(await startCheckout(services(c), project, invoiceId, portalUrl), 200);
    },
  );

  // The PDFs: described here, streamed (with ranges) by the plain handlers below; 404 until rendered.
  const fileErrors = { 401: writeErrors[401], 404: errors[404], 429: errors[429] } as const;
  for (const file of ['pdf', 'receipt'] as const) {
    const download = describeRoute(app, `GET /api/portal/{token}/invoices/{invoiceId}/${file}`, {
      tags,
      summary: file === 'pdf' ? "An invoice's PDF (GET or HEAD; one byte range)" : "A paid invoice's receipt (PDF)",
      request: { params: invoiceParams, query: downloadQuerySchema },
      responses: { ...storedFileAnswers, ...fileErrors },
    });
    app.on(download.method, download.path, portal, async (c) => {
      const invoiceId = uuidParam(c, 'invoiceId', PAYMENT_MESSAGES.invoiceNotFound);
      const found = await findPortalInvoiceFile(db, c.get('portal'), invoiceId, file);
      return sendStoredFile(c, requireStorage(deps), found, {
        disposition: c.req.query('download') === undefined ? 'inline' : 'attachment',
      });
    });
  }
  const creditNote = describeRoute(app, 'GET /api/portal/{token}/credit-notes/{creditNoteId}/pdf', {
    tags,
    summary: "A credit note's PDF (a refund)",
    request: {
      params: z.object({ token }).extend(uuidParams('creditNoteId', PAYMENT_MESSAGES.creditNoteNotFound).shape),
      query: downloadQuerySchema,
    },
    responses: { ...storedFileAnswers, ...fileErrors },
  });
  app.on(creditNote.method, creditNote.path, portal, async (c) => {
    const creditNoteId = uuidParam(c, 'creditNoteId', PAYMENT_MESSAGES.creditNoteNotFound);
    const found = await findPortalCreditNoteFile(db, c.get('portal'), creditNoteId);
    return sendStoredFile(c, requireStorage(deps), found, {
      disposition: c.req.query('download') === undefined ? 'inline' : 'attachment',
    });
  });
}

function requireStorage(deps: ModuleDeps) {
  if (!deps.storage) throw new Error('File storage is not configured');
  return deps.storage;
}
