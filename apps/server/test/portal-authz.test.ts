import { PORTAL_MESSAGES, type PortalFileAnswer } from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDeliverable, fieldPart, filePart } from './helpers/deliverables';
import { ok } from './helpers/journeys';
import { callPortal, getPortal, portalClient, uploadToPortal } from './helpers/portal';
import { diskFixture, pdfOf, type StorageFixture } from './helpers/storage';
import { appOn, createTestApp, signUpOwner, type TestApp } from './helpers/test-app';

/**
 * A token reaches only its own project: every portal endpoint, given an id of another client
 * (another workspace's, or the same owner's on another journey), answers 404 and changes nothing.
 */

let t: TestApp;
let fx: StorageFixture;
let app: TestApp['app'];
type Portal = Awaited<ReturnType<typeof portalClient>>;
let mine: Portal;
const foreign: { label: string; portal: Portal; deliverableId: string; file: PortalFileAnswer }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  fx = await diskFixture();
  app = appOn(t.db, { storage: fx.storage });
  const owner = await signUpOwner(app);
  const stranger = await signUpOwner(app);
  mine = await portalClient(app, owner.cookie);
  for (const [label, cookie] of [
    ['same owner, other journey', owner.cookie],
    ['other workspace', stranger.cookie],
  ] as const) {
    const portal = await portalClient(app, cookie);
    const note = await addDeliverable(app, cookie, portal.client.id, {
      type: 'note',
      stageId: portal.stages.review,
      note: 'Draft ready',
    });
    const upload = await uploadToPortal(app, portal.token, [
      fieldPart('stageId', portal.stages.intake),
      fieldPart('fieldId', 'brief'),
      filePart('brief.pdf', pdfOf(200)),
    ]);
    const { file } = await ok<{ file: PortalFileAnswer }>(upload, 201);
    foreign.push({ label, portal, deliverableId: note.id, file });
  }
}, 120_000);
afterAll(async () => {
  await t.close();
  await fx.close();
});

describe("another client's ids through this token", () => {
  it('every endpoint answers 404 and nothing changes', async () => {
    for (const { label, portal, deliverableId, file } of foreign) {
      const cases: [string, Response | Promise<Response>, string][] = [
        [
          'draft on their stage',
          callPortal(app, mine.token, 'PUT', `/stages/${portal.stages.intake}/draft`, { answers: {} }),
          PORTAL_MESSAGES.stageNotFound,
        ],
        [
          'submit on their stage',
          callPortal(app, mine.token, 'POST', `/stages/${portal.stages.kickoff}/submit`, { answers: { goal: 'x' } }),
          PORTAL_MESSAGES.stageNotFound,
        ],
        [
          'upload to their stage',
          uploadToPortal(app, mine.token, [
            fieldPart('stageId', portal.stages.intake),
            fieldPart('fieldId', 'brief'),
            filePart('x.pdf', pdfOf(100)),
          ]),
          PORTAL_MESSAGES.stageNotFound,
        ],
        ['their file', callPortal(app, mine.token, 'GET', `/files/${file.attachmentId}`), PORTAL_MESSAGES.fileNotFound],
        [
          'review their deliverable',
          callPortal(app, mine.token, 'POST', `/deliverables/${deliverableId}/review`, { decision: 'approved' }),
          PORTAL_MESSAGES.deliverableNotFound,
        ],
      ];
      for (const [what, res, message] of cases) {
        const r = await res;
        const body = (await r.json()) as { error: { message: string } };
        expect(r.status, `${label}: ${what}`).toBe(404);
        expect(body.error.message, `${label}: ${what}`).toBe(message);
      }
    }
    const reviews = await t.db.selectFrom('deliverable_reviews').select('id').execute();
    expect(reviews).toEqual([]);
    const submissions = await t.db.selectFrom('form_submissions').select('id').execute();
    expect(submissions).toEqual([]);
    const attachments = await t.db
      .selectFrom('attachments')
      .select('id')
      .where('project_id', '=', mine.client.id)
      .execute();
    expect(attachments).toEqual([]);
  });

  it('their upload under a key my stage lacks is dropped, and my page shows none of their data', async () => {
    const { file } = foreign[0]!;
    const r = await callPortal(app, mine.token, 'POST', `/stages/${mine.stages.testimonial}/submit`, {
      answers: { rating: 5, testimonial: 'ok', brief: file },
    });
    expect(r.status).toBe(200);
    expect(((await r.json()) as { submission: { answers: object } }).submission.answers).toEqual({
      rating: 5,
      testimonial: 'ok',
    });
    const page = await getPortal(app, mine.token);
    const text = JSON.stringify(page);
    for (const f of foreign) {
      expect(text).not.toContain(f.file.attachmentId);
      expect(text).not.toContain(f.deliverableId);
    }
  });
});
