import type { ClientDueDatesDto } from '@bloom/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callClients, createClient } from '../helpers/clients';
import { waitFor } from '../helpers/jobs';
import { ok } from '../helpers/journeys';
import { createMailingApp, type MailingApp } from '../helpers/mailing-app';
import { signUpOwner } from '../helpers/test-app';
import { dueDates, dueJourney, keptRows, today } from './due-date-fixtures';

/**
 * The invitation starts the client's clock: once the SMTP server accepted it (the send job records
 * it), the dates counted from the start appear, without any other change.
 */
let m: MailingApp;
let owner: { cookie: string };

beforeAll(async () => {
  m = await createMailingApp();
  owner = await signUpOwner(m.app);
});
afterAll(() => m.close());

it('dates the stages counted from the start once the invitation is delivered', async () => {
  const { journey, stages } = await dueJourney(m.app, owner.cookie);
  const client = await createClient(m.app, owner.cookie, { templateId: journey.id, clientEmail: 'due@example.com' });
  expect((await dueDates(m.app, owner.cookie, client.id)).startedOn).toBeNull();

  const res = await callClients(m.app, owner.cookie, 'POST', `/${client.id}/invitation`);
  expect(res.status, await res.clone().text()).toBe(200);
  await waitFor(async () => (await keptRows(m, client.id))[stages.a]?.dueOn != null, 'the date after the invitation');

  const dto = await ok<ClientDueDatesDto>(
    m.app.request(`/api/clients/${client.id}/due-dates`, { headers: { cookie: owner.cookie } }),
  );
  expect(dto.startedOn).toBe(today());
  expect(dto.stages.find((s) => s.stageId === stages.a)).toMatchObject({ dueOn: today(3), state: 'upcoming' });
});
