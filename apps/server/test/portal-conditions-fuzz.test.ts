import { type Answers, type FormField, journeyVisibility } from '@bloom/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyJson } from './fuzz/arbitraries';
import { createClient } from './helpers/clients';
import { conditionalClient, conditionalJourney, draftTo, submitTo } from './helpers/conditions';
import type { TestApp } from './helpers/test-app';
import { type Owner, useTestApp } from './helpers/use-test-app';

/**
 * Properties of the conditional journey on the server: generated answers never make it fail (4xx,
 * never 5xx), and after any sequence of drafts and submissions every stored answer is one that
 * core's evaluator shows, and a submission stores exactly the visible questions it answered.
 */
const RUNS = Number(process.env.PORTAL_CONDITIONS_FUZZ_RUNS ?? 300);
const SEQUENCES = Number(process.env.PORTAL_CONDITIONS_SEQUENCES ?? 40);

let t: TestApp, app: TestApp['app'], owner: Owner;
useTestApp(['owner'], (env) => ({ t, app, owner } = env));

type StageKey = 'about' | 'website' | 'logo' | 'concepts' | 'wrapUp';
const STAGE_KEYS: StageKey[] = ['about', 'website', 'logo', 'concepts', 'wrapUp'];

/** Plausible values per question (mostly answered; empty means unanswered), so sequences get past the checks. */
const orEmpty = <T>(value: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: value as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: fc.constant('') });
const PLAUSIBLE: Record<string, fc.Arbitrary<unknown>> = {
  kind: orEmpty(fc.constantFrom('Logo', 'Website')),
  budget: orEmpty(fc.integer({ min: 0, max: 20_000 })),
  pages: orEmpty(fc.integer({ min: 1, max: 50 })),
  style: orEmpty(fc.constantFrom('Bold', 'Soft')),
  domain: orEmpty(fc.constant('jo.example')),
  cms: orEmpty(fc.constant('Ghost')),
  colours: orEmpty(fc.constant('Teal')),
  notes: orEmpty(fc.constant('Thanks')),
};

const plausibleAnswers = fc.record(PLAUSIBLE);

describe('generated answers to a conditional journey', () => {
  it(`${RUNS} drafts and submissions of any body → never 5xx`, async () => {
    const target = await conditionalClient(app, owner.cookie);
    const ids = [...Object.values(target.stages), 'builtin-nope', '00000000-0000-4000-8000-000000000000'];
    const body = fc.oneof(
      plausibleAnswers,
      fc.dictionary(fc.constantFrom(...Object.keys(PLAUSIBLE), '__proto__', 'constructor'), anyJson, { maxKeys: 6 }),
      anyJson,
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ids), fc.boolean(), body, async (stageId, asDraft, answers) => {
        const res = asDraft
          ? await draftTo(app, target.token, stageId, answers)
          : await submitTo(app, target.token, stageId, answers);
        const text = await res.text();
        expect([200, 400, 404, 409], text.slice(0, 300)).toContain(res.status);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});

interface Op {
  /** 'typed': the stage of the project type last submitted (Website details or Logo brief). */
  stage: StageKey | 'typed';
  asDraft: boolean;
  answers: Record<string, unknown>;
}

/** An answer to About that passes: which type, with its questions, and a budget (which shows CMS or not). */
const validAbout = fc.record({
  kind: fc.constantFrom('Logo', 'Website'),
  budget: fc.integer({ min: 0, max: 20_000 }),
  pages: fc.integer({ min: 1, max: 50 }),
  style: fc.constantFrom('Bold', 'Soft'),
});
const op = (stage: fc.Arbitrary<Op['stage']>, answers: fc.Arbitrary<Record<string, unknown>>) =>
  fc.record({ stage, asDraft: fc.constantFrom(false, false, true), answers });
/** About answered first, then anything: half the time a change of About's answers that passes. */
const ops = fc
  .tuple(
    validAbout.map((answers): Op => ({ stage: 'about', asDraft: false, answers })),
    fc.array(
      fc.oneof(
        { weight: 2, arbitrary: op(fc.constant<StageKey>('about'), validAbout) },
        { weight: 1, arbitrary: op(fc.constant<StageKey>('about'), plausibleAnswers) },
        { weight: 3, arbitrary: op(fc.constant<Op['stage']>('typed'), plausibleAnswers) },
        { weight: 1, arbitrary: op(fc.constantFrom<StageKey>('website', 'logo'), plausibleAnswers) },
        { weight: 1, arbitrary: op(fc.constantFrom<StageKey>('concepts', 'wrapUp'), plausibleAnswers) },
      ),
      { minLength: 1, maxLength: 9 },
    ),
  )
  .map(([first, rest]) => [first, ...rest]);

const answered = (v: unknown) => v !== undefined && v !== '';

describe('the stored answers are exactly the visible ones', () => {
  it(`${SEQUENCES} generated sequences of drafts and submissions`, async () => {
    const { journey } = await conditionalJourney(app, owner.cookie);
    const stages = journey.steps.map((s) => ({ id: s.id, fields: s.formConfig as FormField[], showWhen: s.showWhen }));
    const idOf = Object.fromEntries(STAGE_KEYS.map((k, i) => [k, stages[i]?.id as string])) as Record<StageKey, string>;
    const read = async (clientId: string) => {
      const rows = await t.db
        .selectFrom('form_submissions')
        .select(['step_id', 'status', 'response_data'])
        .where('project_id', '=', clientId)
        .execute();
      return new Map(rows.map((r) => [r.step_id as string, { status: r.status, answers: r.response_data as Answers }]));
    };
    /** The evaluator's view: submitted answers count; a draft's own answers show its own questions. */
    const hiddenOf = (rows: Awaited<ReturnType<typeof read>>, stageId: string) => {
      const index = stages.findIndex((s) => s.id === stageId);
      return journeyVisibility(stages, (id) => {
        const row = rows.get(id);
        return row && (row.status !== 'draft' || id === stageId) ? row.answers : undefined;
      })[index];
    };

    // How often a sequence got somewhere: answers written, and answers of another stage removed.
    let written = 0;
    let removed = 0;
    await fc.assert(
      fc.asyncProperty(ops, async (sequence: Op[]) => {
        const client = await createClient(app, owner.cookie, { templateId: journey.id });
        let kind = 'Website';
        for (const op of sequence) {
          const before = await read(client.id);
          const stageId = idOf[op.stage === 'typed' ? (kind === 'Logo' ? 'logo' : 'website') : op.stage];
          const res = op.asDraft
            ? await draftTo(app, client.shareToken, stageId, op.answers)
            : await submitTo(app, client.shareToken, stageId, op.answers);
          const text = await res.text();
          expect([200, 400, 404, 409], text.slice(0, 300)).toContain(res.status);
          const after = await read(client.id);
          if (res.status !== 200) {
            expect(after).toEqual(before);
            continue;
          }
          written++;
          if (op.stage === 'about' && !op.asDraft) kind = String(op.answers.kind);
          // Removed from another stage: what a change of an earlier answer hid.
          const gone = (JSON.parse(text) as { removed: { stageId: string }[] }).removed;
          removed += gone.filter((r) => r.stageId !== stageId).length;
          // Every stored answer is of a question shown, in a stage that applies.
          for (const [id, row] of after) {
            const visibility = hiddenOf(after, id);
            const fields = stages.find((s) => s.id === id)?.fields ?? [];
            if (!visibility?.applies) expect(row.answers).toEqual({});
            for (const key of Object.keys(row.answers)) {
              expect(visibility?.hiddenFieldIds).not.toContain(key);
              expect(fields.map((f) => f.id)).toContain(key);
            }
          }
          // What was written: exactly the visible questions of this stage that were answered.
          const wrote = after.get(stageId);
          if (!op.asDraft || before.get(stageId)?.status === 'draft' || !before.has(stageId)) {
            const hidden = hiddenOf(after, stageId)?.hiddenFieldIds ?? [];
            const fields = stages.find((s) => s.id === stageId)?.fields ?? [];
            const expected = Object.fromEntries(
              fields
                .filter((f) => !hidden.includes(f.id) && answered(op.answers[f.id]))
                .map((f) => [f.id, op.answers[f.id]]),
            );
            expect(wrote?.answers).toEqual(expected);
            expect(wrote?.status).toBe(op.asDraft ? 'draft' : 'submitted');
          } else {
            expect(wrote).toEqual(before.get(stageId));
          }
        }
      }),
      { numRuns: SEQUENCES },
    );
    expect(removed).toBeGreaterThan(0);
    expect(written).toBeGreaterThan(SEQUENCES * 2);
  }, 600_000);
});
