import type { PortalResponse, V1ActingContact, WebhookPayload } from '@bloom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../helpers/journeys';
import { callPortal, getPortal } from '../helpers/portal';
import { countingApp, jsonRequest, type TestApp } from '../helpers/test-app';
import { type Owner, useTestApp } from '../helpers/use-test-app';
import { callContacts, type TwoContacts, twoContactClient } from './contacts-api';

/**
 * Issue 33: each contact opens the same portal through their own link, the page says who is
 * visiting, and what they do there (answers, decisions, testimonials, resubmissions) keeps who did
 * it, as do the webhook events it causes.
 */
let t: TestApp, app: TestApp['app'], owner: Owner;
useTestApp(['owner'], (env) => ({ t, app, owner } = env));

let ids: TwoContacts['ids'], tokens: TwoContacts['tokens'];

const submit = (token: string, stageId: string, answers: unknown) =>
  ok(callPortal(app, token, 'POST', `/stages/${stageId}/submit`, { answers }));
const submissionOf = (stageId: string) =>
  t.db
    .selectFrom('form_submissions')
    .selectAll()
    .where('project_id', '=', ids.client)
    .where('step_id', '=', stageId)
    .executeTakeFirstOrThrow();
/** The `data.contact` of the webhook events of `type` queued for this client, oldest first. */
async function webhookContacts(type: string): Promise<V1ActingContact[]> {
  const rows = await t.db
    .selectFrom('webhook_messages')
    .select('body')
    .where('event_type', '=', type)
    .orderBy('created_at')
    .execute();
  return rows
    .map((r) => JSON.parse(r.body) as WebhookPayload<{ contact: V1ActingContact; client_id?: string }>)
    .map((p) => p.data.contact);
}

beforeAll(async () => {
  ({ ids, tokens } = await twoContactClient(app, owner.cookie, { role: 'Finance' }));
  const events = ['submission.created', 'testimonial.created', 'milestone.reached', 'journey.completed'];
  await ok(
    app.request(
      '/api/webhooks',
      jsonRequest('POST', { url: 'https://hooks.example.com/in', events }, { cookie: owner.cookie }),
    ),
    201,
  );
});

describe('a portal with two contacts', () => {
  it('opens for each through their own link, saying who is visiting, in one statement', async () => {
    expect((await getPortal(app, tokens.ada)).contact).toEqual({ name: 'Ada Lane', role: null });
    const counted = countingApp(t.db);
    for (const _visit of ['first', 'second']) {
      const queries = await counted.count(async (counting) => {
        const page = await ok<PortalResponse>(counting.request(`/api/portal/${tokens.sam}`));
        expect(page.contact).toEqual({ name: 'Sam Lee', role: 'Finance' });
        expect(page.client.clientName).toBe('Ada Lane');
        expect(page.stages).toHaveLength(4);
      });
      expect(queries).toBe(1);
    }
  });

  it("records each contact's last visit on their own row; the primary's is the client's", async () => {
    await ok(callPortal(app, tokens.sam, 'POST', '/seen', {}));
    const seen = async () => ({
      project: await t.db
        .selectFrom('projects')
        .select('portal_last_seen_at')
        .where('id', '=', ids.client)
        .executeTakeFirstOrThrow(),
      sam: await t.db
        .selectFrom('client_contacts')
        .select('portal_last_seen_at')
        .where('id', '=', ids.sam)
        .executeTakeFirstOrThrow(),
    });
    const afterSam = await seen();
    expect(afterSam.sam.portal_last_seen_at).not.toBeNull();
    expect(afterSam.project.portal_last_seen_at).toBeNull();
    await ok(callPortal(app, tokens.ada, 'POST', '/seen', {}));
    expect((await seen()).project.portal_last_seen_at).not.toBeNull();
  });

  it('keeps who answered each stage, who approved, who wrote the testimonial, and tells the webhooks', async () => {
    await submit(tokens.ada, ids.intake, { goal: 'A new site' });
    await submit(tokens.sam, ids.kickoff, { plan: 'Pay in two parts' });
    expect(await submissionOf(ids.intake)).toMatchObject({ submitted_by_contact_name: 'Ada Lane' });
    expect(await submissionOf(ids.kickoff)).toMatchObject({
      submitted_by_contact_id: ids.sam,
      submitted_by_contact_name: 'Sam Lee',
    });

    // Sent back, then answered again by Sam: the resubmission is his; the first sending stays Ada's.
    await t.db
      .updateTable('form_submissions')
      .set({ status: 'changes_requested' })
      .where('step_id', '=', ids.intake)
      .execute();
    await submit(tokens.sam, ids.intake, { goal: 'A new site and a shop' });
    const intake = await submissionOf(ids.intake);
    expect(intake.submitted_by_contact_name).toBe('Ada Lane');
    const resubmitted = await t.db
      .selectFrom('submission_events')
      .select(['contact_id', 'actor_name'])
      .where('submission_id', '=', intake.id)
      .where('action', '=', 'resubmitted')
      .executeTakeFirstOrThrow();
    expect(resubmitted).toEqual({ contact_id: ids.sam, actor_name: 'Sam Lee' });

    // Sam approves the milestone's one deliverable, which completes the stage.
    const { deliverable } = await ok<{ deliverable: { id: string } }>(
      app.request(
        `/api/clients/${ids.client}/deliverables`,
        jsonRequest('POST', { type: 'note', stageId: ids.review, note: 'Drafts' }, { cookie: owner.cookie }),
      ),
      201,
    );
    await ok(callPortal(app, tokens.sam, 'POST', `/deliverables/${deliverable.id}/review`, { decision: 'approved' }));
    const review = await t.db
      .selectFrom('deliverable_reviews')
      .select(['contact_id', 'contact_name'])
      .where('deliverable_id', '=', deliverable.id)
      .executeTakeFirstOrThrow();
    expect(review).toEqual({ contact_id: ids.sam, contact_name: 'Sam Lee' });
    expect((await submissionOf(ids.review)).submitted_by_contact_name).toBe('Sam Lee');

    // Ada writes the testimonial: it is signed with her name.
    await submit(tokens.ada, ids.testimonial, { rating: 5, testimonial: 'Calm and clear.' });
    const quote = await t.db
      .selectFrom('testimonials')
      .select(['client_name', 'contact_name'])
      .where('project_id', '=', ids.client)
      .executeTakeFirstOrThrow();
    expect(quote).toEqual({ client_name: 'Ada Lane', contact_name: 'Ada Lane' });

    const ada = { name: 'Ada Lane', email: 'ada@example.com' };
    const sam = { id: ids.sam, name: 'Sam Lee', email: 'sam@example.com' };
    expect(await webhookContacts('submission.created')).toEqual([
      expect.objectContaining(ada),
      sam,
      // Sam's resubmission of Intake, then Ada's testimonial (an approval is no submission event).
      sam,
      expect.objectContaining(ada),
    ]);
    expect(await webhookContacts('milestone.reached')).toEqual([sam]);
    expect(await webhookContacts('testimonial.created')).toEqual([expect.objectContaining(ada)]);
    expect(await webhookContacts('journey.completed')).toEqual([expect.objectContaining(ada)]);
  });

  it("keeps a removed contact's name on what they did; their link stops working", async () => {
    await ok(callContacts(app, owner.cookie, ids.client, 'DELETE', `/${ids.sam}`));
    expect(await submissionOf(ids.kickoff)).toMatchObject({
      submitted_by_contact_id: null,
      submitted_by_contact_name: 'Sam Lee',
    });
    expect((await callPortal(app, tokens.sam, 'GET')).status).toBe(404);
  });
});
