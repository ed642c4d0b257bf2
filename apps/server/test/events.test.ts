import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvents, type DomainEvents, type Subscriptions } from '../src/kernel/events';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The event hook (kernel/events.ts): a change publishes inside its transaction and each area's
 * reaction runs there, in order; a reaction that fails rolls the change back, and a change rolled
 * back leaves no reaction behind.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await sql`CREATE TABLE event_log (name text NOT NULL, body jsonb NOT NULL)`.execute(t.db);
});
afterAll(() => t.close());

const logged = async () =>
  (await sql<{ name: string }>`SELECT name FROM event_log ORDER BY name`.execute(t.db)).rows.map((r) => r.name);
const log =
  (name: string): Subscriptions['client.created'] =>
  async (trx, event) => {
    await sql`INSERT INTO event_log VALUES (${name}, ${JSON.stringify(event)})`.execute(trx);
  };
const created: DomainEvents['client.created'] = {
  workspaceId: 'w',
  clientId: 'c',
  createdBy: { userId: 'u', role: 'owner' },
};

describe('createEvents', () => {
  it("runs each area's subscriber of the event, in the order the areas were given, inside the transaction", async () => {
    const order: string[] = [];
    const events = createEvents(
      { 'client.created': async () => order.push('first') },
      { 'testimonial.created': async () => order.push('never') },
      { 'client.created': async () => order.push('second') },
    );
    await t.db.transaction().execute((trx) => events.publish(trx, 'client.created', created));
    expect(order).toEqual(['first', 'second']);
  });

  it("keeps a reaction's writes when the change commits, and none when it rolls back", async () => {
    await sql`DELETE FROM event_log`.execute(t.db);
    const events = createEvents({ 'client.created': log('a') }, { 'client.created': log('b') });
    await t.db.transaction().execute((trx) => events.publish(trx, 'client.created', created));
    expect(await logged()).toEqual(['a', 'b']);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await events.publish(trx, 'client.created', created);
        throw new Error('the change fails after publishing');
      }),
    ).rejects.toThrow('the change fails');
    expect(await logged()).toEqual(['a', 'b']);
  });

  it('rolls the change back when a reaction fails', async () => {
    await sql`DELETE FROM event_log`.execute(t.db);
    const events = createEvents(
      { 'client.created': log('written') },
      {
        'client.created': async () => {
          throw new Error('a reaction failed');
        },
      },
    );
    await expect(t.db.transaction().execute((trx) => events.publish(trx, 'client.created', created))).rejects.toThrow(
      'a reaction failed',
    );
    expect(await logged()).toEqual([]);
  });
});
