import { DUE_REMINDER_MESSAGES, type EmailSettings, ERROR_CODES } from '@bloom/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, joinTeam } from '../helpers/team';
import { signUpOwner, type TestApp, uniqueEmail } from '../helpers/test-app';
import { type Owner, useTestApp } from '../helpers/use-test-app';

/**
 * Issue 36, Settings → Email: the workspace's due-date reminder days (`dueReminderOffsets`, -2 is
 * two days before the due date) through GET/PATCH /api/settings/email: at most 6 different whole
 * days within 30 of the date; anything else is 400 and changes nothing, never a 5xx. The Owner and
 * Admins change them; a Member may not read or change the settings.
 */
let t: TestApp, owner: Owner;
useTestApp(['owner'], (env) => ({ t, owner } = env));

async function read(cookie = owner.cookie): Promise<EmailSettings> {
  const res = await call(t.app, cookie, 'GET', '/api/settings/email');
  expect(res.status).toBe(200);
  return ((await res.json()) as { settings: EmailSettings }).settings;
}
const patch = (body: unknown, cookie = owner.cookie) => call(t.app, cookie, 'PATCH', '/api/settings/email', body);

describe('dueReminderOffsets', () => {
  it('is 2 days before, on the day and 1 day after by default', async () => {
    expect((await read()).dueReminderOffsets).toEqual([-2, 0, 1]);
  });

  it('saves the days given, in date order, alone or with the other settings; [] turns them off', async () => {
    const res = await patch({ dueReminderOffsets: [3, -30, 0, 30, -1] });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { settings: EmailSettings }).settings.dueReminderOffsets).toEqual([
      -30, -1, 0, 3, 30,
    ]);
    expect((await read()).dueReminderOffsets).toEqual([-30, -1, 0, 3, 30]);
    // Other keys leave them as they are.
    expect((await patch({ reminderIntervalDays: 4 })).status).toBe(200);
    expect((await read()).dueReminderOffsets).toEqual([-30, -1, 0, 3, 30]);
    expect((await patch({ dueReminderOffsets: [], remindersEnabled: true })).status).toBe(200);
    expect((await read()).dueReminderOffsets).toEqual([]);
    expect((await patch({ dueReminderOffsets: [-2, 0, 1] })).status).toBe(200);
  });

  it('refuses days out of range, fractions, repeats, more than six, or not a list, and changes nothing', async () => {
    const before = await read();
    for (const dueReminderOffsets of [
      [31],
      [-31],
      [1.5],
      ['1'],
      [1, 1],
      [1, 2, 3, 4, 5, 6, 7],
      [null],
      null,
      '[-2,0,1]',
      { 0: 1 },
    ]) {
      const res = await patch({ dueReminderOffsets, reminderIntervalDays: 9 });
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(res.status, JSON.stringify(dueReminderOffsets)).toBe(400);
      expect(body.error.message, JSON.stringify(dueReminderOffsets)).toBe(DUE_REMINDER_MESSAGES.offsetsInvalid);
    }
    expect(await read()).toEqual(before);
  });

  it('answers any body with 200 or 400, never 5xx, and stores exactly what it accepts', async () => {
    const offsets = fc.oneof(
      fc.array(fc.integer({ min: -40, max: 40 }), { maxLength: 8 }),
      fc.array(fc.oneof(fc.double(), fc.string(), fc.constant(null), fc.boolean()), { maxLength: 4 }),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(offsets, async (dueReminderOffsets) => {
        const res = await patch({ dueReminderOffsets });
        expect([200, 400]).toContain(res.status);
        // What went over the wire (undefined leaves the key out: nothing changes).
        const sent = (JSON.parse(JSON.stringify({ dueReminderOffsets })) as { dueReminderOffsets?: number[] })
          .dueReminderOffsets;
        if (res.status === 200 && sent !== undefined) {
          const saved = ((await res.json()) as { settings: EmailSettings }).settings.dueReminderOffsets;
          expect(saved).toEqual([...sent].sort((a, b) => a - b));
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('who may change them', () => {
  it('the Owner and an Admin; a Member is refused; no session is 401', async () => {
    const admin = await joinTeam(t, owner, 'admin', uniqueEmail('admin'));
    const member = await joinTeam(t, owner, 'member', uniqueEmail('member'));
    expect((await patch({ dueReminderOffsets: [-1] }, admin.cookie)).status).toBe(200);
    expect((await read(admin.cookie)).dueReminderOffsets).toEqual([-1]);
    expect((await read()).dueReminderOffsets).toEqual([-1]);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { dueReminderOffsets: [5] }],
    ] as const) {
      const res = await call(t.app, member.cookie, method, '/api/settings/email', body);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(ERROR_CODES.ROLE_FORBIDDEN);
      expect((await call(t.app, '', method, '/api/settings/email', body)).status).toBe(401);
    }
    expect((await read()).dueReminderOffsets).toEqual([-1]);
  });

  it('each workspace has its own', async () => {
    const other = await signUpOwner(t.app);
    expect((await read(other.cookie)).dueReminderOffsets).toEqual([-2, 0, 1]);
    expect((await patch({ dueReminderOffsets: [2] }, other.cookie)).status).toBe(200);
    expect((await read()).dueReminderOffsets).toEqual([-1]);
  });
});
