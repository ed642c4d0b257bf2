import { SUBMISSION_MESSAGES, v1SubmissionSchema } from '@bloom/core';
import { notFound } from '../../../kernel/service-error';
import { jsonContent, type Router } from '../../../platform/http/openapi';
import { uuidParams } from '../../../platform/http/path-ids';
import { v1SubmissionOf } from '../public-api/resources';
import { listV1Submissions } from '../public-api/v1-lists';
import { v1Route } from './v1-route';
import { v1SubmissionListQuery, v1SubmissionPage } from './v1-schemas';

const tag = 'Submissions';

export function v1SubmissionRoutes(r: Router) {
  r.openapi(
    v1Route('GET /api/v1/submissions', {
      tag,
      summary: "Submitted answers, newest first: one client's (client_id), or since a time (since)",
      request: { query: v1SubmissionListQuery },
      ok: { status: 200, content: jsonContent(v1SubmissionPage, 'A page of submissions') },
    }),
    async (c) => c.json(await listV1Submissions(c.get('owner'), c.req.valid('query')), 200),
  );
  r.openapi(
    v1Route('GET /api/v1/submissions/{id}', {
      tag,
      summary: 'One submission with its answers',
      request: { params: uuidParams('id', SUBMISSION_MESSAGES.notFound) },
      ok: { status: 200, content: jsonContent(v1SubmissionSchema, 'The submission') },
    }),
    async (c) => {
      const { db, workspaceId } = c.get('owner');
      const found = await v1SubmissionOf(db, workspaceId, c.req.valid('param').id);
      if (!found) throw notFound(SUBMISSION_MESSAGES.notFound);
      return c.json(found, 200);
    },
  );
}
