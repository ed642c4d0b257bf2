import {
  CLIENT_MESSAGES,
  clientPaymentsSchema,
  invoiceSchema,
  PAYMENT_MESSAGES as M,
  paymentsListQuerySchema,
  paymentsListSchema,
  voidInvoiceSchema,
} from '@bloom/core';
import { z } from 'zod';
import type { ModuleDeps, Router } from '../../app-deps';
import { badRequest, notFound } from '../../kernel/service-error';
import {
  describeRoute,
  errors,
  jsonBody,
  jsonContent,
  ownerConflictErrors,
  ownerErrors,
  route,
} from '../../platform/http/openapi';
import { uuidParam, uuidParams } from '../../platform/http/path-ids';
import { contentDisposition } from '../../platform/storage/filenames';
import { downloadQuerySchema, sendStoredFile, storedFileAnswers } from '../../platform/storage/send-stored-file';
import { requireOwner, requireOwnerOnce } from '../auth';
import { clientPayments, voidInvoice } from './client-payments';
import { findCreditNoteFile, findInvoiceFile, type InvoiceFile } from './invoice-files';
import { exportPaymentsCsv, listPayments } from './payments-list';

const tags = ['Payments'];
const clientParams = uuidParams('id', CLIENT_MESSAGES.notFound);
const invoiceParams = clientParams.extend(uuidParams('invoiceId', M.invoiceNotFound).shape);
const fileErrors = { 401: errors[401], 402: errors[402], 403: errors[403], 404: errors[404] } as const;

/**
 * The owner's payments (contract: core api/payment-routes.ts): every invoice of the workspace with
 * totals and its CSV, a client's invoices and plans, voiding an invoice, and the PDFs (invoice,
 * receipt, credit note). Under /api/clients/{id} the assigned-only guard keeps a Member to their
 * clients; /api/payments filters by assignment itself.
 */
export function paymentOwnerRoutes(app: Router, deps: ModuleDeps) {
  const { db, storage } = deps;
  const owner = requireOwner(db);
  const ownerOnce = requireOwnerOnce(db);
  // Without file storage (some tests) there is no document to serve: 404, as for any id.
  const fileStorage = (message: string) => {
    if (!storage) throw notFound(message);
    return storage;
  };

  app.openapi(
    route('GET /api/payments', {
      tags,
      summary: 'Invoices newest first, filtered by status, currency and client, with totals per status and currency',
      middleware: [owner],
      request: { query: paymentsListQuerySchema },
      responses: {
        200: jsonContent(paymentsListSchema, 'A page of invoices and the totals'),
        ...ownerErrors,
        403: errors[403],
      },
    }),
    async (c) => c.json(await listPayments(c.get('owner'), c.req.valid('query')), 200),
  );

  const csv = describeRoute(app, 'GET /api/payments/export.csv', {
    tags,
    summary: 'Every invoice the filters match as CSV (amounts in major units; cursor and limit ignored)',
    request: { query: paymentsListQuerySchema },
    responses: {
      200: { description: 'text/csv, one row per invoice', content: { 'text/csv': { schema: z.string() } } },
      ...ownerErrors,
      403: errors[403],
    },
  });
  app.on(csv.method, csv.path, owner, async (c) => {
    const query = paymentsListQuerySchema.safeParse(c.req.query());
    if (!query.success) throw badRequest(query.error.issues[0]?.message);
    const { cursor: _cursor, limit: _limit, ...filters } = query.data;
    const body = await exportPaymentsCsv(c.get('owner'), filters);
    return c.body(body, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': contentDisposition('attachment', 'payments.csv'),
    });
  });

  app.openapi(
    route('GET /api/clients/{id}/payments', {
      tags,
      summary: "The client's invoices, payment plans and totals per currency",
      middleware: [ownerOnce],
      request: { params: clientParams },
      responses: { 200: jsonContent(clientPaymentsSchema, 'The payments'), ...ownerErrors, 403: errors[403] },
    }),
    async (c) => c.json(await clientPayments(c.get('owner'), c.req.valid('param').id), 200),
  );

  app.openapi(
    route('POST /api/clients/{id}/invoices/{invoiceId}/void', {
      tags,
      summary: 'Void an open invoice nothing was paid on (409 once paid or voided)',
      middleware: [ownerOnce],
      request: { params: invoiceParams, body: jsonBody(voidInvoiceSchema) },
      responses: { 200: jsonContent(invoiceSchema, 'The voided invoice'), ...ownerConflictErrors },
    }),
    async (c) => {
      const { id, invoiceId } = c.req.valid('param');
      return c.json(await voidInvoice(c.get('owner'), id, invoiceId, c.req.valid('json').reason), 200);
    },
  );

  // The PDFs: described here, streamed (with ranges) by the plain handlers below.
  const disposition = (download: string | undefined) => (download === undefined ? 'inline' : 'attachment');
  for (const file of ['pdf', 'receipt'] as const satisfies readonly InvoiceFile[]) {
    const download = describeRoute(app, `GET /api/clients/{clientId}/invoices/{invoiceId}/${file}`, {
      tags,
      summary: file === 'pdf' ? "The invoice's PDF" : 'The receipt of a paid invoice (404 before it is paid)',
      request: {
        params: uuidParams('clientId', CLIENT_MESSAGES.notFound).extend(
          uuidParams('invoiceId', M.invoiceNotFound).shape,
        ),
        query: downloadQuerySchema,
      },
      responses: { ...storedFileAnswers, ...fileErrors },
    });
    app.on(download.method, download.path, ownerOnce, async (c) => {
      const clientId = uuidParam(c, 'clientId', CLIENT_MESSAGES.notFound);
      const invoiceId = uuidParam(c, 'invoiceId', M.invoiceNotFound);
      const { workspaceId } = c.get('owner');
      const files = fileStorage(M.invoiceNotFound);
      const found = await findInvoiceFile(db, files, { workspaceId, clientId }, invoiceId, file);
      return sendStoredFile(c, files, found, { disposition: disposition(c.req.query('download')) });
    });
  }
  const note = describeRoute(app, 'GET /api/clients/{clientId}/credit-notes/{creditNoteId}/pdf', {
    tags,
    summary: "A credit note's PDF (one per refund)",
    request: {
      params: uuidParams('clientId', CLIENT_MESSAGES.notFound).extend(
        uuidParams('creditNoteId', M.creditNoteNotFound).shape,
      ),
      query: downloadQuerySchema,
    },
    responses: { ...storedFileAnswers, ...fileErrors },
  });
  app.on(note.method, note.path, ownerOnce, async (c) => {
    const clientId = uuidParam(c, 'clientId', CLIENT_MESSAGES.notFound);
    const creditNoteId = uuidParam(c, 'creditNoteId', M.creditNoteNotFound);
    const { workspaceId } = c.get('owner');
    const files = fileStorage(M.creditNoteNotFound);
    const found = await findCreditNoteFile(db, files, { workspaceId, clientId }, creditNoteId);
    return sendStoredFile(c, files, found, { disposition: disposition(c.req.query('download')) });
  });
}
