import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWeeklySummary } from '../src/modules/notifications/weekly-summary';
import { createClient } from './helpers/clients';
import { waitFor } from './helpers/jobs';
import { ok, savedJourney, stage, workspaceOf } from './helpers/journeys';
import { createMailingApp, type MailingApp } from './helpers/mailing-app';
import { callPortal } from './helpers/portal';
import { decoded, header } from './helpers/smtp';
import { PUBLIC_URL, signUpOwner, uniqueEmail } from './helpers/test-app';

/**
 * Issue 20, the weekly summary: Monday 08:00 on the workspace's clock (New York here, the Monday
 * after the spring DST change), the week before it, once per workspace and Monday, none when
 * nothing happened or the toggle is off. The clock is the test's: runWeeklySummary takes `now`.
 */

let m: MailingApp;

beforeAll(async () => {
  m = await createMailingApp();
}, 120_000);
afterAll(() => m.close());

const TZ = 'America/New_York';
/** New York went to EDT (UTC-4) on Sunday 8 March 2026; the week before was EST (UTC-5). */
const MONDAY_0805 = new Date('2026-03-09T12:05:00Z');
const MONDAY_0755 = new Date('2026-03-09T11:55:00Z');
const MONDAY_0900 = new Date('2026-03-09T13:00:00Z');
const SUNDAY_NOON = new Date('2026-03-08T16:00:00Z');
/** The week it covers: Monday 2 March 08:00 EST to Monday 9 March 08:00 EDT. */
const IN_WEEK = new Date('2026-03-04T15:00:00Z');

const run = (now: Date) => runWeeklySummary(m.db, { now, appOrigin: PUBLIC_URL });

/** A New York workspace named Northwind Studio, its per-event notifications off (only summaries here). */
async function weekWorkspace() {
  const email = uniqueEmail('summary');
  const owner = await signUpOwner(m.app, email);
  const workspaceId = await workspaceOf(m.app, owner.cookie);
  await m.db
    .updateTable('workspaces')
    .set({ name: 'Northwind Studio', timezone: TZ, notify_submission: false, notify_testimonial: false })
    .where('id', '=', workspaceId)
    .execute();
  const journey = await savedJourney(m.app, owner.cookie, 'Summary journey', [
    stage('onboarding', 'Intake questionnaire', ['goal', 'Goal']),
    stage('testimonial', 'Share Your Experience'),
  ]);
  const [intake, testimonial] = journey.steps.map((s) => s.id) as [string, string];

  /** A client added at `createdAt`. */
  const client = async (clientName: string, createdAt: string) => {
    const c = await createClient(m.app, owner.cookie, { templateId: journey.id, clientName });
    await m.db
      .updateTable('projects')
      .set({ created_at: new Date(createdAt) })
      .where('id', '=', c.id)
      .execute();
    return c;
  };
  /** The client answers a stage in the portal; its answer is then dated `at`. */
  const answer = async (c: { id: string; shareToken: string }, stage: 'intake' | 'testimonial', at: string) => {
    const stageId = stage === 'intake' ? intake : testimonial;
    const answers =
      stage === 'intake' ? { goal: 'More leads' } : { rating: 5, testimonial: 'Wonderful.', share_permission: true };
    await ok(callPortal(m.app, c.shareToken, 'POST', `/stages/${stageId}/submit`, { answers }));
    const row = await m.db
      .updateTable('form_submissions')
      .set({ submitted_at: new Date(at), updated_at: new Date(at) })
      .where('project_id', '=', c.id)
      .where('step_id', '=', stageId)
      .returning('id')
      .executeTakeFirstOrThrow();
    await m.db
      .updateTable('testimonials')
      .set({ created_at: new Date(at) })
      .where('project_id', '=', c.id)
      .execute();
    return row.id;
  };
  return { ...owner, email, workspaceId, client, answer };
}

/** One client answered Intake during the week. */
async function busyWorkspace() {
  const w = await weekWorkspace();
  const c = await w.client('Robin Park', '2026-02-25T15:00:00Z');
  await w.answer(c, 'intake', IN_WEEK.toISOString());
  return w;
}

/** The summary emails queued for `to` (each email is a send-email job, from the summary's transaction on). */
const summaryJobs = async (to: string) =>
  (
    await sql<{ state: string }>`SELECT state FROM pgboss.job WHERE name = 'send-email'
      AND data->>'to' = ${to} AND data->>'subject' LIKE 'Your weekly summary%'`.execute(m.db)
  ).rows;

const summaryWeekOf = async (workspaceId: string) =>
  (
    await m.db
      .selectFrom('workspaces')
      .select('weekly_summary_week')
      .where('id', '=', workspaceId)
      .executeTakeFirstOrThrow()
  ).weekly_summary_week;

const mailsTo = (to: string) =>
  m.smtp.received
    .filter((r) => r.to.includes(to))
    .map((r) => ({ subject: header(r.raw, 'Subject') ?? '', body: decoded(r.raw).replace(/\r\n/g, '\n'), raw: r.raw }));

describe('the weekly summary', () => {
  it("Monday 08:05 in the workspace's zone sends one summary of the week, with links", async () => {
    const w = await weekWorkspace();
    // Finished this week: Intake on Wednesday, the testimonial on Saturday.
    const jordan = await w.client('Jordan Lee', '2026-02-25T15:00:00Z');
    const intakeId = await w.answer(jordan, 'intake', '2026-03-04T15:00:00Z');
    await w.answer(jordan, 'testimonial', '2026-03-07T15:00:00Z');
    // Answered Monday 07:30 EST, before the week began; then waits on the testimonial.
    const casey = await w.client('Casey Old', '2026-02-25T15:00:00Z');
    await w.answer(casey, 'intake', '2026-03-02T12:30:00Z');
    // Added three weeks ago and never answered: the longest wait.
    const sam = await w.client('Sam Rivera', '2026-02-20T12:00:00Z');
    // Answered after the week ended (08:02 EDT): next week's news.
    const lou = await w.client('Lou Late', '2026-03-01T15:00:00Z');
    await w.answer(lou, 'intake', '2026-03-09T12:02:00Z');
    const testimonial = await m.db
      .selectFrom('testimonials')
      .select('id')
      .where('project_id', '=', jordan.id)
      .executeTakeFirstOrThrow();

    await run(MONDAY_0805);
    expect(await summaryJobs(w.email)).toHaveLength(1);
    expect(await summaryWeekOf(w.workspaceId)).toBe('2026-03-09');
    await waitFor(() => mailsTo(w.email).length === 1, 'the summary');
    const [mail] = mailsTo(w.email);
    expect(mail?.subject).toBe('Your weekly summary: 1 submission, 1 testimonial, 1 client finished');
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/i);
    const body = mail?.body ?? '';
    expect(body).toContain('Northwind Studio');
    expect(body).toContain('What happened from Mon, Mar 2 to Mon, Mar 9.');
    expect(body).toContain(
      `New submissions (1)\n• Jordan Lee: Intake questionnaire\n  ${PUBLIC_URL}/submissions/${intakeId}`,
    );
    expect(body).toContain(
      `New testimonials (1)\n• Jordan Lee (5 stars)\n  ${PUBLIC_URL}/testimonials/${testimonial.id}`,
    );
    expect(body).toContain(
      `Clients who finished their journey (1)\n• Jordan Lee (Website redesign)\n  ${PUBLIC_URL}/clients/${jordan.id}`,
    );
    // Longest first: Sam since 20 Feb, Casey since her answer on 2 March, Lou since this morning.
    expect(body).toContain(
      [
        'Clients waiting longest on a stage',
        '• Sam Rivera: Intake questionnaire, waiting 17 days',
        `  ${PUBLIC_URL}/clients/${sam.id}`,
        '• Casey Old: Share Your Experience, waiting 6 days',
        `  ${PUBLIC_URL}/clients/${casey.id}`,
        '• Lou Late: Share Your Experience, waiting since today',
      ].join('\n'),
    );
    // Outside the week: neither Casey's nor Lou's answer is listed as news.
    expect(body).not.toContain('Casey Old: Intake questionnaire');
    expect(body).not.toContain('Lou Late: Intake questionnaire');
    expect(body).toContain(`Open your dashboard: ${PUBLIC_URL}/dashboard`);
    expect(body).toContain(`href="${PUBLIC_URL}/dashboard"`);
  });

  it('a second run the same Monday sends nothing more', async () => {
    const w = await busyWorkspace();
    await run(MONDAY_0805);
    await run(MONDAY_0900);
    await run(MONDAY_0805);
    expect(await summaryJobs(w.email)).toHaveLength(1);
    await waitFor(async () => (await summaryJobs(w.email)).every((j) => j.state === 'completed'), 'the email job');
    expect(mailsTo(w.email)).toHaveLength(1);
  });

  it('Sunday, or Monday 07:55, sends nothing; 08:05 does', async () => {
    const w = await busyWorkspace();
    await run(SUNDAY_NOON);
    await run(MONDAY_0755);
    expect(await summaryJobs(w.email)).toEqual([]);
    expect(await summaryWeekOf(w.workspaceId)).toBeNull();
    await run(MONDAY_0805);
    expect(await summaryJobs(w.email)).toHaveLength(1);
  });

  it('a workspace where nothing happened gets none (a waiting client is not news), and its Monday is spent', async () => {
    const w = await weekWorkspace();
    await w.client('Sam Rivera', '2026-02-20T12:00:00Z');
    await run(MONDAY_0805);
    expect(await summaryJobs(w.email)).toEqual([]);
    expect(await summaryWeekOf(w.workspaceId)).toBe('2026-03-09');
  });

  it('the weekly summary toggle off: none', async () => {
    const w = await busyWorkspace();
    await m.db
      .updateTable('workspaces')
      .set({ notify_weekly_summary: false })
      .where('id', '=', w.workspaceId)
      .execute();
    await run(MONDAY_0805);
    expect(await summaryJobs(w.email)).toEqual([]);
    expect(await summaryWeekOf(w.workspaceId)).toBeNull();
  });

  it('runs at the same time send one summary', async () => {
    const w = await busyWorkspace();
    await Promise.all([run(MONDAY_0805), run(MONDAY_0805), run(MONDAY_0900)]);
    expect(await summaryJobs(w.email)).toHaveLength(1);
    await waitFor(() => mailsTo(w.email).length > 0, 'the summary');
    expect(mailsTo(w.email).map((mail) => mail.subject)).toEqual(['Your weekly summary: 1 submission']);
  });
});
