import { sql } from 'kysely';
import type { EmailJob } from '../../src/modules/email/send-email-job';
import { jsonRequest, signUpUnsubscribed, type TestApp } from './test-app';

type App = TestApp['app'];

export const call = (app: App, cookie: string, method: string, path: string, body?: unknown) =>
  app.request(path, jsonRequest(method, body, { cookie }));

/** The team invitation emails queued to `to`, newest last. */
export async function invitationEmails(t: TestApp, to: string): Promise<EmailJob[]> {
  const { rows } = await sql<{ data: EmailJob }>`
    SELECT data FROM pgboss.job WHERE name = 'send-email' AND data->>'to' = ${to} ORDER BY created_on`.execute(t.db);
  return rows.map((r) => r.data);
}

/** The token of the last invitation link mailed to `to`. */
export async function invitationToken(t: TestApp, to: string): Promise<string> {
  const last = (await invitationEmails(t, to)).at(-1);
  const token = last?.text.match(/\/invite\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${to}`);
  return token;
}

/** `owner` invites a new person as `role`; they sign up (no subscription of their own) and accept. */
export async function joinTeam(t: TestApp, owner: { cookie: string }, role: 'admin' | 'member', email: string) {
  const invited = await call(t.app, owner.cookie, 'POST', '/api/team/invitations', { email, role });
  if (invited.status !== 201) throw new Error(`invite failed: ${invited.status} ${await invited.text()}`);
  const token = await invitationToken(t, email);
  const person = await signUpUnsubscribed(t.app, email, role === 'admin' ? 'Dana Admin' : 'Max Member');
  const accepted = await call(t.app, person.cookie, 'POST', `/api/invitations/${token}/accept`);
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${await accepted.text()}`);
  const me = await t.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { ...person, userId: me.id };
}
