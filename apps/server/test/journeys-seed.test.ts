import { BUILTIN_JOURNEYS, type BuiltinJourney, type JourneyResponse } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { seedBuiltinJourneys } from '../src/modules/journeys/seed-builtin-journeys';
import { addProject, callJourneys, ok } from './helpers/journeys';
import type { TestApp } from './helpers/test-app';
import { type Owner, useTestApp } from './helpers/use-test-app';

/** Re-seeding the built-ins with a newer version follows the same rule as an owner's save (docs/decisions/005). */

let t: TestApp, owner: Owner;
useTestApp(['owner'], (env) => ({ t, owner } = env));

const legal = BUILTIN_JOURNEYS.find((j) => j.slug === 'legal') as BuiltinJourney;
const lastId = `builtin-legal-step-${legal.steps.length}`;
const secondLastId = `builtin-legal-step-${legal.steps.length - 1}`;
/** The built-ins with the legal journey's last two steps dropped. */
const withoutLastTwo = BUILTIN_JOURNEYS.map((j) => (j === legal ? { ...j, steps: j.steps.slice(0, -2) } : j));
const step = (id: string) => t.db.selectFrom('flow_steps').selectAll().where('id', '=', id).executeTakeFirst();

describe('seeding the built-ins', () => {
  it('hides a dropped step that clients answered, deletes an unanswered one, and shows it again when it returns', async () => {
    expect(legal.steps.length).toBeGreaterThan(2);
    const project = await addProject(t, owner.cookie, 'builtin-legal');
    const submission = await t.db
      .insertInto('form_submissions')
      .values({ project_id: project.id, step_id: lastId, response_data: JSON.stringify({ q: 'Signed' }) })
      .returning('id')
      .executeTakeFirstOrThrow();

    await seedBuiltinJourneys(t.db, withoutLastTwo);
    expect((await step(lastId))?.deleted_at).toBeInstanceOf(Date);
    expect(await step(secondLastId)).toBeUndefined();
    const kept = await t.db
      .selectFrom('form_submissions')
      .selectAll()
      .where('id', '=', submission.id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ step_id: lastId, response_data: { q: 'Signed' } });
    const shown = (await ok<JourneyResponse>(callJourneys(t.app, owner.cookie, 'GET', '/builtin-legal'))).journey;
    expect(shown.steps.map((s) => s.id)).toEqual(legal.steps.slice(0, -2).map((_, i) => `builtin-legal-step-${i + 1}`));

    // Built-in ids are stable: the same step id back in a later version is the same row, shown again.
    await seedBuiltinJourneys(t.db);
    expect((await step(lastId))?.deleted_at).toBeNull();
    expect((await step(secondLastId))?.name).toBe(legal.steps.at(-2)?.name);
    const again = (await ok<JourneyResponse>(callJourneys(t.app, owner.cookie, 'GET', '/builtin-legal'))).journey;
    expect(again.steps.map((s) => s.name)).toEqual(legal.steps.map((s) => s.name));
    expect(again.steps.at(-1)).toMatchObject({ id: lastId, submissionCount: 1 });
  });
});
