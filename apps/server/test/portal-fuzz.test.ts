import { checkAnswer, type FormField, type PortalFileAnswer } from '@bloom/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyJson, anyString } from './fuzz/arbitraries';
import { fieldPart, filePart } from './helpers/deliverables';
import { ok } from './helpers/journeys';
import { ALL_FIELDS, callPortal, intakeAnswers, portalClient, uploadToPortal } from './helpers/portal';
import { diskFixture, pdfOf, type StorageFixture } from './helpers/storage';
import { appOn, createTestApp, signUpOwner, type TestApp } from './helpers/test-app';

/**
 * Property: 1,000 generated bad answers to a stage (wrong types, huge strings, NUL, values off
 * the options, foreign file ids) each get a 4xx with a field message, and none is stored.
 */
const RUNS = Number(process.env.PORTAL_FUZZ_RUNS ?? 1000);

let t: TestApp;
let fx: StorageFixture;
let app: TestApp['app'];
let target: Awaited<ReturnType<typeof portalClient>>;
let ownFile: PortalFileAnswer;
let foreignFile: PortalFileAnswer;

beforeAll(async () => {
  t = await createTestApp();
  fx = await diskFixture();
  app = appOn(t.db, { storage: fx.storage });
  const owner = await signUpOwner(app);
  target = await portalClient(app, owner.cookie);
  const other = await portalClient(app, (await signUpOwner(app)).cookie);
  const upload = async (c: typeof target) =>
    (
      await ok<{ file: PortalFileAnswer }>(
        uploadToPortal(app, c.token, [
          fieldPart('stageId', c.stages.intake),
          fieldPart('fieldId', 'brief'),
          filePart('brief.pdf', pdfOf(300)),
        ]),
        201,
      )
    ).file;
  ownFile = await upload(target);
  foreignFile = await upload(other);
}, 120_000);
afterAll(async () => {
  await t.close();
  await fx.close();
});

/** A value this field refuses: anything generated that its own check calls an error. */
const badValue = (f: FormField, mode: 'submit' | 'draft'): fc.Arbitrary<unknown> => {
  const wrong = fc.oneof(
    anyJson,
    anyString,
    fc.constant('x'.repeat(20_000)),
    fc.constantFrom('\u0000', 'Solo\u0000', -1, 99, 1.5, [], {}, { attachmentId: 'nope' }),
  );
  // Judged as the server sees it: JSON has no Infinity or undefined (they arrive as null).
  const refused = wrong
    .map((v): unknown => JSON.parse(JSON.stringify({ v })).v)
    .filter((v) => 'error' in checkAnswer(f, v, mode));
  // A well-formed file answer naming someone else's upload, or nothing, is refused by the server.
  return f.type === 'file'
    ? fc.oneof(
        refused,
        fc.constant({ ...foreignFile }),
        fc.uuid().map((attachmentId) => ({ attachmentId })),
      )
    : refused;
};

/** Valid answers with one field made bad (for a draft or a submission), plus unknown keys. */
const badAnswers = fc
  .tuple(
    fc.constantFrom(...ALL_FIELDS),
    fc.dictionary(fc.string({ maxLength: 20 }), anyJson, { maxKeys: 3 }),
    fc.boolean(),
  )
  .chain(([f, extra, asDraft]) =>
    badValue(f, asDraft ? 'draft' : 'submit').map((value) => ({
      answers: { ...extra, ...intakeAnswers(ownFile), [f.id]: value },
      asDraft,
    })),
  );

describe('bad answers to a portal stage', () => {
  it(`${RUNS} generated bad submissions and drafts → 4xx, nothing stored`, async () => {
    await fc.assert(
      fc.asyncProperty(badAnswers, async ({ answers, asDraft }) => {
        const res = asDraft
          ? await callPortal(app, target.token, 'PUT', `/stages/${target.stages.intake}/draft`, { answers })
          : await callPortal(app, target.token, 'POST', `/stages/${target.stages.intake}/submit`, { answers });
        const text = await res.text();
        expect(res.status, text.slice(0, 300)).toBeGreaterThanOrEqual(400);
        expect(res.status, text.slice(0, 300)).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
    const rows = await t.db
      .selectFrom('form_submissions')
      .select('id')
      .where('project_id', '=', target.client.id)
      .execute();
    expect(rows).toEqual([]);
    // The same answers made good are taken: the refusals above were about the bad field.
    await ok(
      callPortal(app, target.token, 'POST', `/stages/${target.stages.intake}/submit`, {
        answers: intakeAnswers(ownFile),
      }),
    );
  }, 300_000);
});
