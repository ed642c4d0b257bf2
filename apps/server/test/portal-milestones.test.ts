import {
  type ClientDeliverablesResponse,
  PORTAL_MESSAGES,
  type PortalFileAnswer,
  type PortalReviewResponse,
  type PortalSubmitResponse,
} from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { addDeliverable, callDeliverables, fieldPart, filePart, uploadDeliverable } from './helpers/deliverables';
import { fails, ok } from './helpers/journeys';
import { callPortal, getPortal, intakeAnswers, portalClient, uploadToPortal } from './helpers/portal';
import { PNG, pdfOf, type StorageFixture } from './helpers/storage';
import type { TestApp } from './helpers/test-app';
import { type Owner, useStorageApp } from './helpers/use-test-app';

/** Milestone deliverables in the portal, the client's decisions, and the end of the journey. */

let t: TestApp, fx: StorageFixture, app: TestApp['app'], owner: Owner;
useStorageApp({}, ['owner'], (env) => ({ t, fx, app, owner } = env));

const review = (token: string, deliverableId: string, body: unknown) =>
  callPortal(app, token, 'POST', `/deliverables/${deliverableId}/review`, body);

/** A client whose Design review milestone holds a link and an image. */
async function clientWithDeliverables() {
  const c = await portalClient(app, owner.cookie);
  const link = await addDeliverable(app, owner.cookie, c.client.id, {
    type: 'link',
    stageId: c.stages.review,
    url: 'https://figma.com/file/abc',
    linkTitle: 'Figma',
  });
  const res = await uploadDeliverable(app, owner.cookie, c.client.id, [
    fieldPart('stageId', c.stages.review),
    filePart('Moodboard.png', PNG),
  ]);
  const image = ((await res.json()) as { deliverable: { id: string } }).deliverable;
  return { ...c, link, image };
}

describe('milestone deliverables in the portal', () => {
  it('come with the page: links, files as portal download paths, images marked', async () => {
    const { token, stages, link, image } = await clientWithDeliverables();
    const page = await getPortal(app, token);
    const stage = page.stages.find((s) => s.id === stages.review)!;
    expect(stage.deliverables.map((d) => [d.id, d.type, d.review])).toEqual([
      [link.id, 'link', null],
      [image.id, 'file', null],
    ]);
    expect(stage.deliverables[0]?.items[0]).toMatchObject({
      type: 'link',
      url: 'https://figma.com/file/abc',
      linkTitle: 'Figma',
    });
    const file = stage.deliverables[1]?.items[0]?.file;
    expect(file).toMatchObject({ name: 'Moodboard.png', mimeType: 'image/png', isImage: true });
    expect(file?.url).toMatch(new RegExp(`^/api/portal/${token}/files/[0-9a-f-]{36}$`));
    expect(page.stages.find((s) => s.id === stages.intake)?.deliverables).toEqual([]);
  });

  it('approve and request changes are kept with their time, shown to the client and the owner', async () => {
    const { client, token, link, image } = await clientWithDeliverables();
    await fails(review(token, image.id, { decision: 'changes_requested' }), 400, PORTAL_MESSAGES.commentRequired);
    await fails(review(token, image.id, { decision: 'maybe' }), 400, 'Choose Approve or Request changes');
    const changes = await ok<PortalReviewResponse>(
      review(token, image.id, { decision: 'changes_requested', comment: 'Warmer colours, please' }),
    );
    expect(changes.review).toMatchObject({ decision: 'changes_requested', comment: 'Warmer colours, please' });
    const approved = await ok<PortalReviewResponse>(review(token, link.id, { decision: 'approved', comment: '' }));
    expect(approved.review).toMatchObject({ decision: 'approved', comment: null });
    expect(approved.completedCount).toBe(0);

    const owners = await ok<ClientDeliverablesResponse>(
      callDeliverables(app, owner.cookie, 'GET', client.id, '/deliverables'),
    );
    const shared = owners.milestones.flatMap((m) => m.deliverables);
    expect(shared.find((d) => d.id === image.id)?.clientReview).toMatchObject({
      decision: 'changes_requested',
      comment: 'Warmer colours, please',
    });
    expect(shared.find((d) => d.id === link.id)?.clientReview?.decision).toBe('approved');
    expect(Date.parse(shared.find((d) => d.id === link.id)?.clientReview?.decidedAt ?? '')).toBeGreaterThan(0);
    const rows = await t.db.selectFrom('deliverable_reviews').selectAll().where('project_id', '=', client.id).execute();
    expect(rows).toHaveLength(2);
  });

  it('approving the last deliverable of a milestone with no fields completes that stage', async () => {
    const { client, token, stages, link, image } = await clientWithDeliverables();
    await ok(review(token, link.id, { decision: 'approved' }));
    const last = await ok<PortalReviewResponse>(review(token, image.id, { decision: 'approved' }));
    expect(last).toMatchObject({ completedCount: 1, journeyComplete: false });
    const page = await getPortal(app, token);
    expect(page.stages.find((s) => s.id === stages.review)?.submission?.status).toBe('submitted');
    const row = await t.db
      .selectFrom('projects')
      .select('current_step')
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(row.current_step).toBe(1);
  });

  it("a deliverable of another client, or of no live stage, is 'Deliverable not found'", async () => {
    const { image } = await clientWithDeliverables();
    const other = await portalClient(app, owner.cookie);
    await fails(review(other.token, image.id, { decision: 'approved' }), 404, PORTAL_MESSAGES.deliverableNotFound);
    await fails(review(other.token, 'nope', { decision: 'approved' }), 404, PORTAL_MESSAGES.deliverableNotFound);
  });
});

describe('the end of the journey', () => {
  it("the last submitted stage completes the journey and the client becomes 'completed'", async () => {
    const { client, token, stages, link, image } = await clientWithDeliverables();
    const upload = await uploadToPortal(app, token, [
      fieldPart('stageId', stages.intake),
      fieldPart('fieldId', 'brief'),
      filePart('brief.pdf', pdfOf(500)),
    ]);
    const { file } = await ok<{ file: PortalFileAnswer }>(upload, 201);
    const submit = (stageId: string, answers: unknown) =>
      ok<PortalSubmitResponse>(callPortal(app, token, 'POST', `/stages/${stageId}/submit`, { answers }));
    expect(await submit(stages.intake, intakeAnswers(file))).toMatchObject({
      completedCount: 1,
      journeyComplete: false,
    });
    expect(await submit(stages.kickoff, { goal: 'Grow' })).toMatchObject({ completedCount: 2 });
    await ok(review(token, link.id, { decision: 'approved' }));
    await ok(review(token, image.id, { decision: 'approved' }));
    const end = await submit(stages.testimonial, { rating: 5, testimonial: 'Wonderful.', share_permission: true });
    expect(end).toMatchObject({ completedCount: 4, totalCount: 4, journeyComplete: true });
    const row = await t.db
      .selectFrom('projects')
      .select(['current_step', 'status'])
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ current_step: 4, status: 'completed' });
    const page = await getPortal(app, token);
    expect(page.client.status).toBe('completed');
    expect(page.completedCount).toBe(4);
    // Editing after the end keeps the journey complete.
    expect(await submit(stages.kickoff, { goal: 'Grow more' })).toMatchObject({
      completedCount: 4,
      journeyComplete: true,
    });
  });
});
