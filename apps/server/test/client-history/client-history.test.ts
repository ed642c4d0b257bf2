import { describe, expect, it } from 'vitest';
import { createClient } from '../helpers/clients';
import type { TestApp } from '../helpers/test-app';
import { type Owner, useStorageApp } from '../helpers/use-test-app';
import {
  agreementSignedByAda,
  history,
  historyClient,
  submitAndSendBack,
  testimonialWithPermission,
  unsubscribeContact,
} from './history-fixtures';

/**
 * A client's history (issue 38): composed on read from what the tables already keep, newest
 * first, each item a plain sentence with who acted and a category the page filters by.
 */
let t: TestApp, app: TestApp['app'], owner: Owner;
useStorageApp({}, ['owner'], (env) => ({ t, app, owner } = env));

describe('the client history', () => {
  it('lists submissions, the send-back, the testimonial and its permission, the agreement and the unsubscribe in time order', async () => {
    const fx = await historyClient(app, owner.cookie);
    // Another client of the workspace does things too: none of it shows.
    const other = await historyClient(app, owner.cookie);
    await submitAndSendBack(app, t.db, owner.cookie, other);
    expect((await unsubscribeContact(app, other.contacts.ada)).status).toBe(200);

    await submitAndSendBack(app, t.db, owner.cookie, fx);
    await testimonialWithPermission(app, t.db, owner.cookie, fx);
    await agreementSignedByAda(app, t.db, owner, fx);
    const res = await unsubscribeContact(app, fx.contacts.sam);
    expect(res.status).toBe(200);

    const page = await history(app, owner.cookie, fx.client.id);
    expect(page.erased).toBeNull();
    expect(page.nextCursor).toBeNull();
    const rows = [...page.items].reverse().map((i) => [i.text, i.actor.type, i.actor.name, i.category]);
    // Given and its permission are written together: the same time, in either order.
    const given = rows.findIndex((r) => r[0] === 'Gave a testimonial');
    const permission = rows.findIndex((r) => r[0] === 'Gave permission to publish their testimonial');
    expect(Math.abs(given - permission)).toBe(1);
    const ordered = rows.filter((_, i) => i !== Math.max(given, permission));
    expect(ordered).toEqual([
      ['Client added', 'system', null, 'journey'],
      ['Submitted “Intake”', 'contact', 'Ada Lane', 'journey'],
      ['Sent “Intake” back for changes', 'member', 'Avery Stone', 'journey'],
      ['Resubmitted “Intake”', 'contact', 'Ada Lane', 'journey'],
      rows[Math.min(given, permission)],
      ['Approved the testimonial for publishing', 'member', 'Avery Stone', 'journey'],
      ['Sent “Service agreement” for signature', 'member', 'Avery Stone', 'agreement'],
      ['Read “Service agreement”', 'contact', 'Ada Lane', 'agreement'],
      ['Agreed to sign electronically', 'contact', 'Ada Lane', 'consent'],
      ['Signed “Service agreement”', 'contact', 'Ada Lane', 'agreement'],
      ['Unsubscribed from emails', 'contact', 'Sam Lee', 'consent'],
    ]);
    expect(page.items.find((i) => i.kind === 'testimonial.permission_given')).toMatchObject({
      category: 'consent',
      actor: { type: 'contact', name: 'Ada Lane' },
    });
    // Newest first: times never go up.
    const times = page.items.map((i) => Date.parse(i.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(page.items.map((i) => i.id)).size).toBe(page.items.length);

    const others = await history(app, owner.cookie, other.client.id);
    expect(others.items.map((i) => i.text)).toEqual([
      'Unsubscribed from emails',
      'Resubmitted “Intake”',
      'Sent “Intake” back for changes',
      'Submitted “Intake”',
      'Client added',
    ]);
  });

  it('shows a fresh client as added, and its first portal visit and completion from the client row', async () => {
    const client = await createClient(app, owner.cookie, { clientName: 'Bo Quiet' });
    expect((await history(app, owner.cookie, client.id)).items.map((i) => i.kind)).toEqual(['client.created']);
    await t.db
      .updateTable('projects')
      .set({ portal_first_opened_at: new Date(Date.now() + 1000), completed_at: new Date(Date.now() + 2000) })
      .where('id', '=', client.id)
      .execute();
    const items = (await history(app, owner.cookie, client.id)).items;
    expect(items.map((i) => [i.text, i.actor])).toEqual([
      ['Completed the journey', { type: 'client', name: 'Bo Quiet' }],
      ['Opened the portal for the first time', { type: 'client', name: 'Bo Quiet' }],
      ['Client added', { type: 'system', name: null }],
    ]);
  });
});
