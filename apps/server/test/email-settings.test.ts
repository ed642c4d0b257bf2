import {
  DEFAULT_INVITATION_BODY,
  DEFAULT_INVITATION_SUBJECT,
  EMAIL_MESSAGES,
  type EmailSettings,
  ERROR_CODES,
  type NotificationSettings,
  TEMPLATE_MESSAGES,
} from '@bloom/core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TEST_EMAIL_RULE } from '../src/modules/email/email-settings-routes';
import type { EmailJob } from '../src/modules/email/send-email-job';
import { jsonRequest, signUpOwner, type TestApp } from './helpers/test-app';
import { type Owner, useTestApp } from './helpers/use-test-app';

/** Issue 20, /settings/email and /settings/notifications: the invitation template, reminders, toggles. */
let t: TestApp, owner: Owner, other: Owner;
useTestApp(['owner', 'other'], (env) => ({ t, owner, other } = env));

const call = (cookie: string, method: string, path: string, body?: unknown) =>
  t.app.request(`/api/settings${path}`, jsonRequest(method, body, { cookie }));

async function settings(cookie = owner.cookie): Promise<EmailSettings> {
  const res = await call(cookie, 'GET', '/email');
  expect(res.status).toBe(200);
  return ((await res.json()) as { settings: EmailSettings }).settings;
}
async function patchEmail(body: unknown, cookie = owner.cookie) {
  const res = await call(cookie, 'PATCH', '/email', body);
  return { status: res.status, body: (await res.json()) as { settings: EmailSettings; error?: { message: string } } };
}
async function refused(res: Response | Promise<Response>, status = 400) {
  const answer = await res;
  expect(answer.status).toBe(status);
  return ((await answer.json()) as { error: { code: string; message: string } }).error;
}

const DEFAULTS: EmailSettings = {
  invitationSubject: DEFAULT_INVITATION_SUBJECT,
  invitationBody: DEFAULT_INVITATION_BODY,
  usesDefaultTemplate: true,
  remindersEnabled: true,
  reminderIntervalDays: 3,
  dueReminderOffsets: [-2, 0, 1],
};

describe('GET/PATCH /api/settings/email', () => {
  it('answers the default template and reminders for a new workspace', async () => {
    expect(await settings()).toEqual(DEFAULTS);
  });

  it('saves a template and reminders, which a re-read shows', async () => {
    const edited = {
      invitationSubject: '  Your portal for {{ project_name }}  ',
      invitationBody: 'Hi {{client_name}},\n\nHere it is: {{link}}\n\n{{workspace_name}}',
      remindersEnabled: false,
      reminderIntervalDays: 7,
    };
    const { status, body } = await patchEmail(edited);
    expect(status).toBe(200);
    const expected = {
      invitationSubject: 'Your portal for {{ project_name }}',
      invitationBody: edited.invitationBody,
      usesDefaultTemplate: false,
      remindersEnabled: false,
      reminderIntervalDays: 7,
      dueReminderOffsets: [-2, 0, 1],
    };
    expect(body.settings).toEqual(expected);
    expect(await settings()).toEqual(expected);
  });

  it('changes only the keys sent', async () => {
    const before = await settings();
    const { body } = await patchEmail({ reminderIntervalDays: 30 });
    expect(body.settings).toEqual({ ...before, reminderIntervalDays: 30 });
    expect((await patchEmail({})).body.settings).toEqual({ ...before, reminderIntervalDays: 30 });
  });

  it('refuses an unknown variable, naming it, and changes nothing', async () => {
    const before = await settings();
    const inBody = await refused(
      call(owner.cookie, 'PATCH', '/email', { invitationBody: 'Hi {{first_name}}: {{link}}' }),
    );
    expect(inBody.code).toBe(ERROR_CODES.VALIDATION_ERROR);
    expect(inBody.message).toBe(TEMPLATE_MESSAGES.unknownVariable('first_name'));
    expect(inBody.message).toContain('{{first_name}}');
    const inSubject = await refused(
      call(owner.cookie, 'PATCH', '/email', { invitationSubject: 'For {{ company }}', reminderIntervalDays: 5 }),
    );
    expect(inSubject.message).toContain('{{company}}');
    expect(await settings()).toEqual(before);
  });

  it('refuses a body without {{link}} and changes nothing', async () => {
    const before = await settings();
    const error = await refused(
      call(owner.cookie, 'PATCH', '/email', {
        invitationSubject: 'Hello',
        invitationBody: 'Hi {{client_name}}, see you soon',
      }),
    );
    expect(error.message).toBe(TEMPLATE_MESSAGES.linkMissing);
    expect(error.message).toContain('{{link}}');
    expect(await settings()).toEqual(before);
  });

  it('refuses an empty subject or body', async () => {
    expect((await refused(call(owner.cookie, 'PATCH', '/email', { invitationSubject: '   ' }))).message).toBe(
      TEMPLATE_MESSAGES.subjectRequired,
    );
    expect((await refused(call(owner.cookie, 'PATCH', '/email', { invitationBody: '' }))).message).toBe(
      TEMPLATE_MESSAGES.bodyRequired,
    );
  });

  it('refuses an interval of 0, 31 or 2.5 days, and one that is not a number', async () => {
    const before = await settings();
    for (const reminderIntervalDays of [0, 31, 2.5, -3, '5', null]) {
      const error = await refused(call(owner.cookie, 'PATCH', '/email', { reminderIntervalDays }));
      expect(error.message, String(reminderIntervalDays)).toBe(EMAIL_MESSAGES.intervalRange);
    }
    for (const remindersEnabled of ['yes', null]) {
      await refused(call(owner.cookie, 'PATCH', '/email', { remindersEnabled }));
    }
    expect(await settings()).toEqual(before);
    expect((await patchEmail({ reminderIntervalDays: 1 })).body.settings.reminderIntervalDays).toBe(1);
  });

  it('refuses keys it does not know', async () => {
    await refused(call(owner.cookie, 'PATCH', '/email', { weeklySummary: false }));
  });

  it('resets a template part to the default with null', async () => {
    await patchEmail({ invitationSubject: 'Custom {{client_name}}', invitationBody: 'Custom {{link}}' });
    const subjectReset = (await patchEmail({ invitationSubject: null })).body.settings;
    expect(subjectReset.invitationSubject).toBe(DEFAULT_INVITATION_SUBJECT);
    expect(subjectReset.invitationBody).toBe('Custom {{link}}');
    expect(subjectReset.usesDefaultTemplate).toBe(false);
    const bothReset = (await patchEmail({ invitationBody: null })).body.settings;
    expect(bothReset.invitationBody).toBe(DEFAULT_INVITATION_BODY);
    expect(bothReset.usesDefaultTemplate).toBe(true);
    const row = await t.db
      .selectFrom('workspaces as w')
      .innerJoin('user as u', 'u.id', 'w.user_id')
      .select(['w.invitation_subject', 'w.invitation_body'])
      .where('u.email', '=', owner.email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ invitation_subject: null, invitation_body: null });
  });

  it('saving the default wording keeps following the default', async () => {
    const { body } = await patchEmail({
      invitationSubject: DEFAULT_INVITATION_SUBJECT,
      invitationBody: DEFAULT_INVITATION_BODY,
    });
    expect(body.settings.usesDefaultTemplate).toBe(true);
  });
});

describe('GET/PATCH /api/settings/notifications', () => {
  const notifications = async (cookie = owner.cookie) => {
    const res = await call(cookie, 'GET', '/notifications');
    expect(res.status).toBe(200);
    return ((await res.json()) as { notifications: NotificationSettings }).notifications;
  };

  it('has all four on by default', async () => {
    expect(await notifications()).toEqual({
      submission: true,
      testimonial: true,
      milestone: true,
      weeklySummary: true,
    });
  });

  it('turns each off and on again, only the keys sent, kept across reads', async () => {
    const res = await call(owner.cookie, 'PATCH', '/notifications', { testimonial: false, weeklySummary: false });
    expect(res.status).toBe(200);
    const expected = { submission: true, testimonial: false, milestone: true, weeklySummary: false };
    expect(((await res.json()) as { notifications: NotificationSettings }).notifications).toEqual(expected);
    expect(await notifications()).toEqual(expected);
    await call(owner.cookie, 'PATCH', '/notifications', { submission: false, milestone: false, testimonial: true });
    expect(await notifications()).toEqual({
      submission: false,
      testimonial: true,
      milestone: false,
      weeklySummary: false,
    });
    await call(owner.cookie, 'PATCH', '/notifications', { submission: true });
    expect((await notifications()).submission).toBe(true);
  });

  it('refuses what is not a boolean, or an unknown key, and changes nothing', async () => {
    const before = await notifications();
    await refused(call(owner.cookie, 'PATCH', '/notifications', { submission: 'false' }));
    await refused(call(owner.cookie, 'PATCH', '/notifications', { milestone: null }));
    await refused(call(owner.cookie, 'PATCH', '/notifications', { reminders: false }));
    expect(await notifications()).toEqual(before);
  });
});

describe('POST /api/settings/email/test', () => {
  const testJobs = () =>
    sql<{ data: EmailJob }>`SELECT data FROM pgboss.job WHERE name = 'send-email'`
      .execute(t.db)
      .then((r) => r.rows.map((row) => row.data).filter((d) => d.subject.startsWith('[Test]')));

  it("queues the form's template, unsaved, with sample values, to the owner's own address", async () => {
    const before = await settings(other.cookie);
    const res = await call(other.cookie, 'POST', '/email/test', {
      invitationSubject: 'Draft for {{client_name}}',
      invitationBody: 'Draft body {{link}} from {{workspace_name}}',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sentTo: other.email });
    const jobs = (await testJobs()).filter((j) => j.to === other.email);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.subject).toBe('[Test] Draft for Jordan Lee');
    expect(jobs[0]?.text).toContain('Draft body https://example.com/c/sample-portal-link from');
    expect(jobs[0]?.client).toBeUndefined();
    expect(await settings(other.cookie)).toEqual(before);
  });

  it('refuses a template with a problem, and queues nothing', async () => {
    const count = (await testJobs()).length;
    const error = await refused(
      call(owner.cookie, 'POST', '/email/test', { invitationSubject: 'Hi', invitationBody: 'No link here' }),
    );
    expect(error.message).toBe(TEMPLATE_MESSAGES.linkMissing);
    await refused(
      call(owner.cookie, 'POST', '/email/test', { invitationSubject: 'Hi {{x}}', invitationBody: '{{link}}' }),
    );
    await refused(call(owner.cookie, 'POST', '/email/test', { invitationBody: '{{link}}' }));
    expect((await testJobs()).length).toBe(count);
  });

  it('is limited per workspace', async () => {
    const third = await signUpOwner(t.app);
    const send = () =>
      call(third.cookie, 'POST', '/email/test', { invitationSubject: 'Hi', invitationBody: 'Open {{link}}' });
    for (let i = 0; i < TEST_EMAIL_RULE.limit; i++) expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
    expect((await testJobs()).filter((j) => j.to === third.email)).toHaveLength(TEST_EMAIL_RULE.limit);
  });
});

describe('who may read and change them', () => {
  it('answers 401 without a session, for every route', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/email'],
      ['PATCH', '/email', { reminderIntervalDays: 5 }],
      ['POST', '/email/test', { invitationSubject: 'Hi', invitationBody: '{{link}}' }],
      ['GET', '/notifications'],
      ['PATCH', '/notifications', { submission: false }],
    ];
    for (const [method, path, body] of routes) {
      const res = await t.app.request(`/api/settings${path}`, jsonRequest(method, body));
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('each workspace sees and changes only its own', async () => {
    const a = await signUpOwner(t.app);
    const b = await signUpOwner(t.app);
    await patchEmail({ invitationSubject: 'A only {{client_name}}', reminderIntervalDays: 12 }, a.cookie);
    await call(a.cookie, 'PATCH', '/notifications', { milestone: false });
    expect(await settings(b.cookie)).toEqual(DEFAULTS);
    const bNotes = await call(b.cookie, 'GET', '/notifications');
    expect(((await bNotes.json()) as { notifications: NotificationSettings }).notifications.milestone).toBe(true);
    expect((await settings(a.cookie)).invitationSubject).toBe('A only {{client_name}}');
    expect((await settings(a.cookie)).reminderIntervalDays).toBe(12);
  });
});
