import { PAYMENT_MESSAGES, v1InvoiceSchema } from '@bloom/core';
import { notFound } from '../../../kernel/service-error';
import { errorSchema, errors, jsonContent, type Router } from '../../../platform/http/openapi';
import { uuidParam, uuidParams } from '../../../platform/http/path-ids';
import type { FileStorage } from '../../../platform/storage/file-storage';
import { sendStoredFile, storedFileAnswers } from '../../../platform/storage/send-stored-file';
import { findV1InvoicePdf, listV1Invoices, v1InvoiceOf } from '../public-api/invoice-resources';
import { V1_SECURITY, v1Route } from './v1-route';
import { v1InvoiceListQuery, v1InvoicePage } from './v1-schemas';

const tag = 'Invoices';
const params = uuidParams('id', PAYMENT_MESSAGES.invoiceNotFound);

/** Invoices issued to clients (issue 35), one of them, and its PDF. */
export function v1InvoiceRoutes(r: Router, storage: FileStorage | undefined) {
  r.openapi(
    v1Route('GET /api/v1/invoices', {
      tag,
      summary: "Invoices issued to clients, newest first; one client's with client_id, one status with status",
      request: { query: v1InvoiceListQuery },
      ok: { status: 200, content: jsonContent(v1InvoicePage, 'A page of invoices') },
    }),
    async (c) => c.json(await listV1Invoices(c.get('owner'), c.req.valid('query')), 200),
  );

  r.openapi(
    v1Route('GET /api/v1/invoices/{id}', {
      tag,
      summary: 'One invoice: amounts in minor units, its status and where its PDF is',
      request: { params },
      ok: { status: 200, content: jsonContent(v1InvoiceSchema, 'The invoice') },
    }),
    async (c) => {
      const { db, workspaceId } = c.get('owner');
      const invoice = await v1InvoiceOf(db, workspaceId, c.req.valid('param').id);
      if (!invoice) throw notFound(PAYMENT_MESSAGES.invoiceNotFound);
      return c.json(invoice, 200);
    },
  );

  // A file answer: declared for the document, streamed by the plain handler below.
  const curl =
    'curl -o invoice.pdf "https://your-bloom.example/api/v1/invoices/{id}/pdf" \\\n  -H "Authorization: Bearer $BLOOM_API_KEY"';
  r.openAPIRegistry.registerPath({
    method: 'get',
    path: '/api/v1/invoices/{id}/pdf',
    tags: [tag],
    summary: "The invoice's PDF, as emailed to the client",
    description: `\`\`\`sh\n${curl}\n\`\`\``,
    security: [{ [V1_SECURITY]: [] }],
    request: { params },
    responses: {
      ...storedFileAnswers,
      401: jsonContent(errorSchema, 'No API key, a malformed one, or a revoked one'),
      402: errors[402],
      404: errors[404],
      429: errors[429],
    },
    'x-codeSamples': [{ lang: 'Shell', label: 'curl', source: curl }],
  });
  r.on('GET', '/api/v1/invoices/:id/pdf', async (c) => {
    const id = uuidParam(c, 'id', PAYMENT_MESSAGES.invoiceNotFound);
    const { db, workspaceId } = c.get('owner');
    const file = storage && (await findV1InvoicePdf(db, storage, workspaceId, id));
    if (!file || !storage) throw notFound(PAYMENT_MESSAGES.invoiceNotFound);
    return sendStoredFile(c, storage, file, { disposition: 'attachment' });
  });
}
