import { AGREEMENT_MESSAGES } from '@bloom/core';
import { notFound } from '../../../kernel/service-error';
import { errorSchema, errors, jsonContent, type Router } from '../../../platform/http/openapi';
import { uuidParam, uuidParams } from '../../../platform/http/path-ids';
import type { FileStorage } from '../../../platform/storage/file-storage';
import { sendStoredFile, storedFileAnswers } from '../../../platform/storage/send-stored-file';
import { findV1FinalPdf } from '../public-api/agreement-resources';
import { listV1Agreements } from '../public-api/v1-lists';
import { V1_SECURITY, v1Route } from './v1-route';
import { v1AgreementListQuery, v1AgreementPage } from './v1-schemas';

const tag = 'Agreements';
const params = uuidParams('id', AGREEMENT_MESSAGES.notFound);

/** Agreements sent to clients, and the sealed PDF of a completed one. */
export function v1AgreementRoutes(r: Router, storage: FileStorage | undefined) {
  r.openapi(
    v1Route('GET /api/v1/agreements', {
      tag,
      summary: "Agreements sent to clients, newest first (every version); one client's with client_id",
      request: { query: v1AgreementListQuery },
      ok: { status: 200, content: jsonContent(v1AgreementPage, 'A page of agreements') },
    }),
    async (c) => c.json(await listV1Agreements(c.get('owner'), c.req.valid('query')), 200),
  );

  // A file answer: declared for the document, streamed by the plain handler below.
  const curl =
    'curl -o signed.pdf "https://your-bloom.example/api/v1/agreements/{id}/final" \\\n  -H "Authorization: Bearer $BLOOM_API_KEY"';
  r.openAPIRegistry.registerPath({
    method: 'get',
    path: '/api/v1/agreements/{id}/final',
    tags: [tag],
    summary: 'The sealed final PDF of a completed agreement (with its certificate); 404 until completed',
    description: `Its SHA-256 is the agreement's \`final_sha256\`.\n\n\`\`\`sh\n${curl}\n\`\`\``,
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
  r.on('GET', '/api/v1/agreements/:id/final', async (c) => {
    const id = uuidParam(c, 'id', AGREEMENT_MESSAGES.notFound);
    const { db, workspaceId } = c.get('owner');
    const file = await findV1FinalPdf(db, workspaceId, id);
    if (!file || !storage) throw notFound(AGREEMENT_MESSAGES.notFound);
    return sendStoredFile(c, storage, file, { disposition: 'attachment' });
  });
}
