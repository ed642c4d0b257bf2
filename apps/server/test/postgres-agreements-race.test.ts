import type { AgreementResponse, PortalAgreementResponse } from '@bloom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAgreements, typed } from './agreements/owner-fixtures';
import { callStep, readyToSign, sentToClient, typedSign } from './agreements/portal-fixtures';
import { ok, workspaceOf } from './helpers/journeys';
import type { TestApp } from './helpers/test-app';
import { type Owner, useStorageApp } from './helpers/use-test-app';

/**
 * Signatures at the same moment on a real PostgreSQL server, whose connections run side by side
 * (left out of the PGlite run, which has one connection): the agreement is locked by each
 * signature in turn, so both are kept, the stage completes once and agreement.completed is
 * published once.
 */
let t: TestApp, app: TestApp['app'], owner: Owner;
useStorageApp({}, ['owner'], (env) => ({ t, app, owner } = env));

let endpointId = '';
beforeAll(async () => {
  const endpoint = await t.db
    .insertInto('webhook_endpoints')
    .values({
      workspace_id: await workspaceOf(app, owner.cookie),
      url: 'https://hooks.example.com/bloom',
      events: ['agreement.signed', 'agreement.completed'],
      secret_encrypted: 'unused: no delivery runs in this test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  endpointId = endpoint.id;
});

const webhooks = async (type: string, agreementId: string) =>
  (
    await t.db
      .selectFrom('webhook_messages')
      .select('body')
      .where('endpoint_id', '=', endpointId)
      .where('event_type', '=', type)
      .execute()
  ).filter((m) => m.body.includes(agreementId));

describe('agreement races on PostgreSQL', () => {
  it('keeps two contacts signing at once and completes once', async () => {
    // The owner signs first, so the two contacts' signatures are the last two.
    const { fx, agreement, tokens } = await sentToClient(app, t.db, owner, { order: 'owner_first' });
    await ok<AgreementResponse>(
      callAgreements(app, owner.cookie, fx.clientId, 'POST', `/${agreement.id}/countersign`, typed()),
    );
    await readyToSign(app, t.db, tokens.ada, agreement, 'ada@example.com');
    await readyToSign(app, t.db, tokens.sam, agreement, 'sam@example.com');

    const answers = await Promise.all([
      callStep(app, tokens.ada, agreement.id, 'sign', typedSign('Ada Lane')),
      callStep(app, tokens.sam, agreement.id, 'sign', typedSign('Sam Lee')),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const states = await Promise.all(answers.map(async (r) => ((await r.json()) as PortalAgreementResponse).agreement));
    // One of them saw the other's signature and completed it.
    expect(states.map((a) => a.status).sort()).toEqual(['completed', 'sent']);

    const row = await t.db
      .selectFrom('agreements')
      .selectAll()
      .where('id', '=', agreement.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('completed');
    expect(row.final_sha256).toMatch(/^[0-9a-f]{64}$/);
    const signers = await t.db
      .selectFrom('agreement_signers')
      .select(['name', 'status'])
      .where('agreement_id', '=', agreement.id)
      .execute();
    expect(signers.every((s) => s.status === 'signed')).toBe(true);
    const events = await t.db
      .selectFrom('agreement_events')
      .select('kind')
      .where('agreement_id', '=', agreement.id)
      .execute();
    expect(events.filter((e) => e.kind === 'signed')).toHaveLength(2);
    expect(events.filter((e) => e.kind === 'completed')).toHaveLength(1);
    expect(await webhooks('agreement.signed', agreement.id)).toHaveLength(3);
    expect(await webhooks('agreement.completed', agreement.id)).toHaveLength(1);
    const submissions = await t.db
      .selectFrom('form_submissions')
      .select('status')
      .where('project_id', '=', fx.clientId)
      .where('step_id', '=', fx.stages.contract)
      .execute();
    expect(submissions).toEqual([{ status: 'reviewed' }]);
    const project = await t.db
      .selectFrom('projects')
      .select('current_step')
      .where('id', '=', fx.clientId)
      .executeTakeFirstOrThrow();
    expect(project.current_step).toBe(1);
  });

  it('takes one contact’s double click once', async () => {
    const { agreement, tokens } = await sentToClient(app, t.db, owner);
    await readyToSign(app, t.db, tokens.ada, agreement, 'ada@example.com');
    const answers = await Promise.all(
      [1, 2, 3].map(() => callStep(app, tokens.ada, agreement.id, 'sign', typedSign('Ada Lane'))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const events = await t.db
      .selectFrom('agreement_events')
      .select('kind')
      .where('agreement_id', '=', agreement.id)
      .where('kind', '=', 'signed')
      .execute();
    expect(events).toHaveLength(1);
  });
});
