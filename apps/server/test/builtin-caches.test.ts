import { BUILTIN_JOURNEYS, type BuiltinJourney, type JourneyListResponse } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { seedBuiltinJourneys } from '../src/modules/journeys/seed-builtin-journeys';
import { createClient } from './helpers/clients';
import { callJourneys, ok } from './helpers/journeys';
import { getPortal } from './helpers/portal';
import type { TestApp } from './helpers/test-app';
import { type Owner, useTestApp } from './helpers/use-test-app';

/**
 * The journeys list and the portal keep what they read of the built-ins in the process
 * (docs/decisions/010-measured-speed.md). A re-seed by another instance (a deploy) goes through
 * the database only, never through this process: what it serves next must be the new version.
 */

let t: TestApp, owner: Owner;
useTestApp(['owner'], (env) => ({ t, owner } = env));

const web = BUILTIN_JOURNEYS.find((j) => j.slug === 'web-design') as BuiltinJourney;
/** A newer version of the built-ins: web design renamed, its first stage renamed, its last one dropped. */
const newer = BUILTIN_JOURNEYS.map((j) =>
  j === web
    ? {
        ...j,
        name: `${j.name} (new)`,
        steps: j.steps.slice(0, -1).map((s, i) => (i === 0 ? { ...s, name: `${s.name} (new)` } : s)),
      }
    : j,
);

const listed = async () => {
  const { journeys } = await ok<JourneyListResponse>(callJourneys(t.app, owner.cookie, 'GET', ''));
  const summary = journeys.find((j) => j.id === 'builtin-web-design');
  return { name: summary?.name, stageCount: summary?.stageCount, usageCount: summary?.usageCount };
};

describe('built-ins kept in the process', () => {
  it('are read again once the built-ins were re-seeded elsewhere, in the list and in the portal', async () => {
    const client = await createClient(t.app, owner.cookie, { templateId: 'builtin-web-design' });
    const before = { name: web.name, stageCount: web.steps.length, usageCount: 1 };
    // Twice: the second answer comes from what the first one kept.
    for (let i = 0; i < 2; i++) {
      expect(await listed()).toEqual(before);
      expect((await getPortal(t.app, client.shareToken)).stages.map((s) => s.name)).toEqual(
        web.steps.map((s) => s.name),
      );
    }

    await seedBuiltinJourneys(t.db, newer);
    const after = { name: `${web.name} (new)`, stageCount: web.steps.length - 1, usageCount: 1 };
    expect(await listed()).toEqual(after);
    const page = await getPortal(t.app, client.shareToken);
    expect(page.stages.map((s) => s.name)).toEqual(
      web.steps.slice(0, -1).map((s, i) => (i === 0 ? `${s.name} (new)` : s.name)),
    );

    // Back to the current version: what was kept for it still holds.
    await seedBuiltinJourneys(t.db);
    expect(await listed()).toEqual(before);
    expect((await getPortal(t.app, client.shareToken)).stages).toHaveLength(web.steps.length);
  });

  it("reads the workspace's usage fresh on every list", async () => {
    await listed();
    await createClient(t.app, owner.cookie, { templateId: 'builtin-web-design' });
    expect((await listed()).usageCount).toBe(2);
  });
});
