import { DELIVERABLE_MESSAGES, DELIVERABLE_VALIDATION, type DeliverableDto, type JourneyResponse } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { createClient } from './helpers/clients';
import {
  addDeliverable,
  deliverablesOf,
  fieldPart,
  filePart,
  listDeliverables,
  uploadDeliverable,
} from './helpers/deliverables';
import { callJourneys, fails, ok } from './helpers/journeys';
import { PNG, type StorageFixture } from './helpers/storage';
import type { TestApp } from './helpers/test-app';
import { type Owner, useStorageApp } from './helpers/use-test-app';

/**
 * Milestone deliverables: list, link and note rules, validation, delete
 * (docs/product.md#milestone-deliverables). Uploads and tenancy have files of their own.
 */

const LIMIT = 64 * 1024;
let t: TestApp, fx: StorageFixture, app: TestApp['app'], owner: Owner;
useStorageApp({ maxUploadBytes: LIMIT }, ['owner'], (env) => ({ t, fx, app, owner } = env));

const { call, legalClient, rowCounts } = deliverablesOf(() => ({ db: t.db, app, cookie: owner.cookie }));

async function customJourney(stages: { stepType: string; name: string; id?: string }[], cookie = owner.cookie) {
  const { journey } = await ok<JourneyResponse>(callJourneys(app, cookie, 'POST', '', { name: 'Launch' }), 201);
  return save(journey.id, stages, cookie);
}
async function save(
  journeyId: string,
  stages: { stepType: string; name: string; id?: string }[],
  cookie = owner.cookie,
) {
  const body = { name: 'Launch', stages: stages.map((s) => ({ ...s, formConfig: [] })) };
  return (await ok<JourneyResponse>(callJourneys(app, cookie, 'PUT', `/${journeyId}`, body))).journey;
}

describe('GET /api/clients/:id/deliverables', () => {
  it('lists only the milestone stages of the journey, numbered from 1, with their slots', async () => {
    const { client, milestones } = await legalClient();
    const stages = await t.db
      .selectFrom('flow_steps')
      .select(['id', 'name'])
      .where('template_id', '=', 'builtin-legal')
      .where('step_type', '=', 'milestone')
      .orderBy('step_order')
      .execute();
    expect(stages.length).toBeGreaterThan(1);
    expect(milestones.map((m) => [m.milestoneNumber, m.stageId, m.name, m.stepType])).toEqual(
      stages.map((s, i) => [i + 1, s.id, s.name, 'milestone']),
    );
    const slots = await t.db
      .selectFrom('deliverable_slots')
      .selectAll()
      .where('step_id', '=', stages[0]!.id)
      .orderBy('display_order')
      .execute();
    expect(slots.length).toBeGreaterThan(0);
    expect(milestones[0]!.slots).toEqual(
      slots.map((s) => ({
        id: s.id,
        slotType: s.slot_type,
        label: s.label,
        description: s.description,
        isRequired: s.is_required,
        displayOrder: s.display_order,
      })),
    );
    const list = await listDeliverables(app, owner.cookie, client.id);
    expect(list.client).toEqual({
      id: client.id,
      clientName: client.clientName,
      projectName: client.projectName,
      templateId: 'builtin-legal',
    });
    expect(list.maxUploadBytes).toBe(LIMIT);
    expect(list.milestones.every((m) => m.deliverables.length === 0)).toBe(true);
  });

  it('lists deliverables under their milestone, oldest first, with items and files', async () => {
    const { client, milestones } = await legalClient();
    const [first, second] = milestones;
    const a = await addDeliverable(app, owner.cookie, client.id, { type: 'note', stageId: first!.stageId, note: 'A' });
    const b = await addDeliverable(app, owner.cookie, client.id, {
      type: 'link',
      stageId: second!.stageId,
      url: 'https://figma.com/f/1',
    });
    const up = await uploadDeliverable(app, owner.cookie, client.id, [
      fieldPart('stageId', first!.stageId),
      filePart('Logo.png', PNG),
    ]);
    const c = ((await up.json()) as { deliverable: DeliverableDto }).deliverable;
    const d = await addDeliverable(app, owner.cookie, client.id, { type: 'note', stageId: first!.stageId, note: 'D' });
    const list = await listDeliverables(app, owner.cookie, client.id);
    expect(list.milestones[0]!.deliverables).toEqual([a, c, d]);
    expect(list.milestones[1]!.deliverables).toEqual([b]);
    expect(c.items[0]!.file).toMatchObject({ filename: 'Logo.png', size: PNG.length, mimeType: 'image/png' });
  });

  it('leaves out non-milestone and hidden stages and renumbers', async () => {
    const journey = await customJourney([
      { stepType: 'onboarding', name: 'Intake' },
      { stepType: 'milestone', name: 'Drafts' },
      { stepType: 'custom', name: 'Call' },
      { stepType: 'milestone', name: 'Final files' },
    ]);
    const client = await createClient(app, owner.cookie, { templateId: journey.id });
    const before = await listDeliverables(app, owner.cookie, client.id);
    expect(before.milestones.map((m) => `Milestone ${m.milestoneNumber}: ${m.name}`)).toEqual([
      'Milestone 1: Drafts',
      'Milestone 2: Final files',
    ]);
    const drafts = before.milestones[0]!.stageId;
    await addDeliverable(app, owner.cookie, client.id, { type: 'note', stageId: drafts, note: 'v1' });

    // Removing a stage that holds deliverables hides it (docs/decisions/005).
    const kept = journey.steps
      .filter((s) => s.id !== drafts)
      .map((s) => ({ id: s.id, stepType: s.stepType, name: s.name }));
    await save(journey.id, kept);
    expect(
      (await t.db.selectFrom('flow_steps').select('deleted_at').where('id', '=', drafts).executeTakeFirstOrThrow())
        .deleted_at,
    ).not.toBeNull();
    const after = await listDeliverables(app, owner.cookie, client.id);
    expect(after.milestones.map((m) => [m.milestoneNumber, m.name])).toEqual([[1, 'Final files']]);
    await fails(
      call('POST', client.id, '/deliverables', { type: 'note', stageId: drafts, note: 'v2' }),
      400,
      DELIVERABLE_MESSAGES.milestoneNotFound,
    );
  });

  it('answers no milestones for a journey without any, or a client whose journey was deleted', async () => {
    const journey = await customJourney([{ stepType: 'onboarding', name: 'Intake' }]);
    const client = await createClient(app, owner.cookie, { templateId: journey.id });
    expect((await listDeliverables(app, owner.cookie, client.id)).milestones).toEqual([]);
    await ok(callJourneys(app, owner.cookie, 'DELETE', `/${journey.id}`));
    const list = await listDeliverables(app, owner.cookie, client.id);
    expect(list.client.templateId).toBeNull();
    expect(list.milestones).toEqual([]);
  });
});

describe('POST /api/clients/:id/deliverables', () => {
  it('adds a link: title and label default to each other, then to the URL', async () => {
    const { client, milestones } = await legalClient();
    const stageId = milestones[0]!.stageId;
    const link = (body: object) => addDeliverable(app, owner.cookie, client.id, { type: 'link', stageId, ...body });
    const bare = await link({ url: ' https://a.io/x ' });
    expect(bare).toMatchObject({ stageId, slotId: null, title: 'https://a.io/x', description: null, type: 'link' });
    expect(bare.items).toEqual([
      { id: expect.any(String), type: 'link', url: 'https://a.io/x', linkTitle: 'https://a.io/x', file: null },
    ]);
    const labelled = await link({ url: 'https://a.io/y', linkTitle: 'Figma board' });
    expect([labelled.title, labelled.items[0]!.linkTitle]).toEqual(['Figma board', 'Figma board']);
    const titled = await link({ url: 'https://a.io/z', title: 'Homepage draft' });
    expect([titled.title, titled.items[0]!.linkTitle]).toEqual(['Homepage draft', 'Homepage draft']);
    expect(new Date(titled.createdAt).getTime()).toBeGreaterThan(0);
  });

  it('adds a note: its text in the description, no items, titled Milestone Note by default', async () => {
    const { client, milestones } = await legalClient();
    const stageId = milestones[1]!.stageId;
    const note = await addDeliverable(app, owner.cookie, client.id, {
      type: 'note',
      stageId,
      note: '  Drafts are in.  ',
    });
    expect(note).toMatchObject({ title: 'Milestone Note', description: 'Drafts are in.', type: 'note', items: [] });
    const titled = await addDeliverable(app, owner.cookie, client.id, {
      type: 'note',
      stageId,
      title: 'Next steps',
      note: 'Call Friday',
    });
    expect(titled.title).toBe('Next steps');
    const items = await t.db
      .selectFrom('deliverable_items')
      .select('id')
      .where('deliverable_id', '=', note.id)
      .execute();
    expect(items).toEqual([]);
  });

  it('files a deliverable under a slot of its milestone', async () => {
    const { client, milestones } = await legalClient();
    const m = milestones.find((x) => x.slots.length > 0)!;
    const slot = m.slots[0]!;
    const d = await addDeliverable(app, owner.cookie, client.id, {
      type: 'link',
      stageId: m.stageId,
      slotId: slot.id,
      url: 'https://a.io',
    });
    expect(d.slotId).toBe(slot.id);
  });

  it('refuses bad input with the form’s messages and stores nothing', async () => {
    const { client, milestones } = await legalClient();
    const stageId = milestones[0]!.stageId;
    const otherSlot = milestones.find((m) => m.stageId !== stageId && m.slots.length > 0)!.slots[0]!.id;
    /** A stage of a built-in journey: a milestone (`=`) or not (`<>`). */
    const builtinStage = (templateId: string, milestone: '=' | '<>') =>
      t.db
        .selectFrom('flow_steps')
        .select('id')
        .where('template_id', '=', templateId)
        .where('step_type', milestone, 'milestone')
        .executeTakeFirstOrThrow();
    const onboarding = await builtinStage('builtin-legal', '<>');
    const otherJourneyMilestone = await builtinStage('builtin-wedding', '=');
    const cases: [unknown, string][] = [
      [{ type: 'link', url: 'https://a.io' }, DELIVERABLE_VALIDATION.milestoneRequired],
      [{ type: 'note', stageId: ' ', note: 'x' }, DELIVERABLE_VALIDATION.milestoneRequired],
      [{ type: 'note', stageId: 'nope', note: 'x' }, DELIVERABLE_MESSAGES.milestoneNotFound],
      [{ type: 'note', stageId: onboarding.id, note: 'x' }, DELIVERABLE_MESSAGES.milestoneNotFound],
      [{ type: 'note', stageId: otherJourneyMilestone.id, note: 'x' }, DELIVERABLE_MESSAGES.milestoneNotFound],
      [{ type: 'note', stageId, slotId: otherSlot, note: 'x' }, DELIVERABLE_MESSAGES.slotNotFound],
      [{ type: 'note', stageId, slotId: 'nope', note: 'x' }, DELIVERABLE_MESSAGES.slotNotFound],
      [{ type: 'link', stageId }, DELIVERABLE_VALIDATION.linkItemNeedsUrl],
      [{ type: 'link', stageId, url: ' ' }, DELIVERABLE_VALIDATION.urlRequired],
      [{ type: 'link', stageId, url: 'ftp://a.io' }, DELIVERABLE_VALIDATION.urlInvalid],
      [{ type: 'link', stageId, url: 'a.io' }, DELIVERABLE_VALIDATION.urlInvalid],
      [{ type: 'link', stageId, url: `https://a.io/${'x'.repeat(2100)}` }, DELIVERABLE_VALIDATION.urlTooLong],
      [
        { type: 'link', stageId, url: 'https://a.io', linkTitle: 'x'.repeat(201) },
        DELIVERABLE_VALIDATION.linkTitleTooLong,
      ],
      [{ type: 'note', stageId }, DELIVERABLE_VALIDATION.noteRequired],
      [{ type: 'note', stageId, note: '   ' }, DELIVERABLE_VALIDATION.noteRequired],
      [{ type: 'note', stageId, note: 'x'.repeat(10_001) }, DELIVERABLE_VALIDATION.noteTooLong],
      [{ type: 'note', stageId, note: 'x', title: 'x'.repeat(201) }, DELIVERABLE_VALIDATION.titleTooLong],
      [{ type: 'note', stageId, note: 'a\u0000b' }, 'Note must not contain NUL characters'],
      [{ type: 'file', stageId }, DELIVERABLE_VALIDATION.fileItemNeedsAttachment],
      [{ stageId, note: 'x' }, DELIVERABLE_VALIDATION.typeRequired],
    ];
    for (const [body, message] of cases) {
      await fails(call('POST', client.id, '/deliverables', body), 400, message);
    }
    const broken = await app.request(`/api/clients/${client.id}/deliverables`, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      body: '{"type":',
    });
    expect(broken.status).toBe(400);
    expect(await rowCounts(client.id)).toEqual({ deliverables: 0, attachments: 0 });
  });
});

describe('DELETE /api/clients/:id/deliverables/:deliverableId', () => {
  it('removes a link or note with its items', async () => {
    const { client, milestones } = await legalClient();
    const stageId = milestones[0]!.stageId;
    const link = await addDeliverable(app, owner.cookie, client.id, { type: 'link', stageId, url: 'https://a.io' });
    const note = await addDeliverable(app, owner.cookie, client.id, { type: 'note', stageId, note: 'x' });
    expect(await ok(call('DELETE', client.id, `/deliverables/${link.id}`))).toEqual({ ok: true });
    expect(
      await t.db.selectFrom('deliverable_items').select('id').where('deliverable_id', '=', link.id).execute(),
    ).toEqual([]);
    expect((await listDeliverables(app, owner.cookie, client.id)).milestones[0]!.deliverables).toEqual([note]);
    await fails(call('DELETE', client.id, `/deliverables/${link.id}`), 404, DELIVERABLE_MESSAGES.notFound);
  });
});
