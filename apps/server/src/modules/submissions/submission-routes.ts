import {
  requestChangesSchema,
  SUBMISSION_MESSAGES,
  submissionFiltersResponseSchema,
  submissionListQuerySchema,
  submissionListResponseSchema,
  submissionResponseSchema,
} from '@bloom/core';
import type { ModuleDeps, Router } from '../../app-deps';
import { errors, jsonBody, jsonContent, ownerConflictErrors, ownerErrors, route } from '../../platform/http/openapi';
import { uuidParams } from '../../platform/http/path-ids';
import { requireOwner } from '../auth';
import { listSubmissions, submissionFilters } from './submission-inbox';
import { getSubmission, reviewSubmission } from './submission-review';

const tags = ['Submissions'];
const params = uuidParams('id', SUBMISSION_MESSAGES.notFound);
const submission = jsonContent(submissionResponseSchema, 'The whole submission');

/** /api/submissions: the inbox, its filters, one submission and its review (contract: core submissions/submission-api.ts). */
export function submissionRoutes(app: Router, { db }: ModuleDeps) {
  app.use('/api/submissions/*', requireOwner(db));

  app.openapi(
    route('GET /api/submissions', {
      tags,
      summary: "A page of the workspace's submissions, newest first, filtered",
      request: { query: submissionListQuerySchema },
      responses: { 200: jsonContent(submissionListResponseSchema, 'A page of submissions'), ...ownerErrors },
    }),
    async (c) => c.json(await listSubmissions(c.get('owner'), c.req.valid('query')), 200),
  );
  // Before /{id}: 'filters' is not a uuid.
  app.openapi(
    route('GET /api/submissions/filters', {
      tags,
      summary: 'What the filter menus offer: every client, and the journeys with submissions',
      responses: { 200: jsonContent(submissionFiltersResponseSchema, 'The filter menus'), ...ownerErrors },
    }),
    async (c) => c.json(await submissionFilters(c.get('owner')), 200),
  );
  app.openapi(
    route('GET /api/submissions/{id}', {
      tags,
      summary: 'One submission with every answer, its history and its inbox neighbours',
      request: { params },
      responses: { 200: submission, ...ownerErrors },
    }),
    async (c) => c.json({ submission: await getSubmission(c.get('owner'), c.req.valid('param').id) }, 200),
  );
  app.openapi(
    route('POST /api/submissions/{id}/review', {
      tags,
      summary: 'Mark reviewed',
      request: { params },
      responses: { 200: submission, ...ownerConflictErrors },
    }),
    async (c) =>
      c.json({ submission: await reviewSubmission(c.get('owner'), c.req.valid('param').id, 'reviewed') }, 200),
  );
  app.openapi(
    route('POST /api/submissions/{id}/request-changes', {
      tags,
      summary: 'Send the stage back to the client with a comment',
      request: { params, body: jsonBody(requestChangesSchema) },
      responses: { 200: submission, ...ownerConflictErrors, 415: errors[415] },
    }),
    async (c) => {
      const { comment } = c.req.valid('json');
      const id = c.req.valid('param').id;
      return c.json({ submission: await reviewSubmission(c.get('owner'), id, 'changes_requested', comment) }, 200);
    },
  );
}
