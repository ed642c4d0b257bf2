import { requestChangesSchema, SUBMISSION_MESSAGES, submissionListQuerySchema } from '@bloom/core';
import { type Context, Hono } from 'hono';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/context';
import { uuidParam } from '../http/path-ids';
import { readJson } from '../http/read-json';
import { requireOwner } from '../http/session';
import { badRequest, zodMessage } from '../services/service-error';
import { listSubmissions, submissionFilters } from '../services/submissions/submission-inbox';
import { getSubmission, reviewSubmission } from '../services/submissions/submission-review';

/** /api/submissions: the inbox, its filters, one submission and its review (contract: core submissions/submission-api.ts). */
export function submissionRoutes({ db }: { db: Db }) {
  const r = new Hono<AppEnv>();
  const ctx = (c: Context<AppEnv>) => c.get('owner');
  const id = (c: Context<AppEnv>) => uuidParam(c, 'id', SUBMISSION_MESSAGES.notFound);
  r.use('*', requireOwner(db));

  r.get('/', async (c) => {
    const parsed = submissionListQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw badRequest(zodMessage(parsed.error));
    return c.json(await listSubmissions(ctx(c), parsed.data));
  });
  r.get('/filters', async (c) => c.json(await submissionFilters(ctx(c))));
  r.get('/:id', async (c) => c.json({ submission: await getSubmission(ctx(c), id(c)) }));
  r.post('/:id/review', async (c) => c.json({ submission: await reviewSubmission(ctx(c), id(c), 'reviewed') }));
  r.post('/:id/request-changes', async (c) => {
    const submissionId = id(c);
    const { comment } = await readJson(c, requestChangesSchema);
    return c.json({ submission: await reviewSubmission(ctx(c), submissionId, 'changes_requested', comment) });
  });
  return r;
}
