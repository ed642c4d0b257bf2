import type { Page } from '@playwright/test';
import { expect, ownerTest as test } from './fixtures';
import {
  drawPng,
  expectNoHorizontalOverflow,
  headers,
  mayaBrief,
  portalClient,
  snapBoth,
  uploadMoodboard,
} from './portal-support';

/**
 * The owner's inbox: submissions from the portal land on /submissions, filter by client, status
 * and date, open on /submissions/:id with their files, and go through Request changes → the
 * client's resubmission → Mark reviewed, each step recorded in the history.
 */

test.describe.configure({ timeout: 180_000 });

const COMMENT = 'Please upload the moodboard as a larger image, and add your launch date to the brief.';

interface PortalStage {
  id: string;
  stepType: string;
  submission: { status: string; changesComment: string | null } | null;
}

async function portalStages(page: Page, token: string): Promise<PortalStage[]> {
  const res = await page.request.get(`/api/portal/${token}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { stages: PortalStage[] }).stages;
}

async function submitStage(page: Page, baseURL: string | undefined, token: string, stageId: string, answers: object) {
  const res = await page.request.post(`/api/portal/${token}/stages/${stageId}/submit`, {
    data: { answers },
    headers: headers(baseURL),
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('the inbox filters submissions, and the owner requests changes and marks one reviewed', async ({
  page,
  baseURL,
}) => {
  await page.goto('/submissions');
  await expect(page.getByRole('heading', { name: 'No submissions yet' })).toBeVisible();

  // Maya answers the brief (with an image upload) and the kick-off call through her portal.
  const maya = await portalClient(page, baseURL);
  const brief = maya.stages[0] ?? { id: '' };
  const call = maya.stages[1] ?? { id: '' };
  const png = await drawPng(page.context().browser()!, 'Mood', '#7c3aed');
  const file = await uploadMoodboard(page, baseURL, maya.token, brief.id, png);
  const briefAnswers = mayaBrief(file);
  await submitStage(page, baseURL, maya.token, brief.id, briefAnswers);
  await submitStage(page, baseURL, maya.token, call.id, { call_time: 'Weekday mornings' });

  // A second client, on a built-in journey, leaves a testimonial.
  const other = await page.request.post('/api/clients', {
    data: { projectName: 'Northwind studio site', clientName: 'Omar Reyes', templateId: 'builtin-web-design' },
    headers: headers(baseURL),
  });
  expect(other.status()).toBe(201);
  const omarToken = ((await other.json()) as { client: { shareToken: string } }).client.shareToken;
  const omarTestimonial = (await portalStages(page, omarToken)).find((s) => s.stepType === 'testimonial');
  expect(omarTestimonial).toBeTruthy();
  await submitStage(page, baseURL, omarToken, omarTestimonial?.id ?? '', {
    rating: 5,
    testimonial: 'Clear, calm and on time.',
    share_permission: true,
  });

  // The inbox: newest first, three rows.
  await page.reload();
  const rows = page.getByRole('article');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toHaveAccessibleName(/^Omar Reyes: /);
  await expect(rows.nth(1)).toHaveAccessibleName('Maya Chen: Kick-off call');
  await expect(rows.nth(2)).toHaveAccessibleName('Maya Chen: Project brief');
  await expect(rows.nth(2).getByText('Weekday mornings')).toHaveCount(0);
  await expect(rows.nth(2).getByText('+7 more fields...')).toBeVisible();
  await snapBoth(page, 'submissions-inbox');
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // By client: only Maya's two, kept in the address.
  await page.getByLabel('Client').selectOption({ label: 'Maya Chen — Harbor Bakery rebrand' });
  await expect(page).toHaveURL(/[?&]client=[0-9a-f-]{36}/);
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('article', { name: /^Omar Reyes/ })).toHaveCount(0);
  // By status: nothing is reviewed yet; submitted shows both again.
  await page.getByLabel('Status').selectOption({ label: 'Reviewed' });
  await expect(page.getByRole('heading', { name: 'No submissions match these filters' })).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Submitted' });
  await expect(rows).toHaveCount(2);
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('submitted');
  await expect(rows).toHaveCount(2);

  // The brief, in full.
  await page.getByRole('link', { name: 'View Details: Maya Chen, Project brief' }).click();
  await expect(page).toHaveURL(/\/submissions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
  await expect(page.getByText('Harbor Bakery rebrand', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(page.getByText('#7c3aed')).toBeVisible();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Video call' })).toBeVisible();
  await expect(page.getByText('Yes', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View client' })).toHaveAttribute('href', `/clients/${maya.clientId}`);
  const preview = page.getByRole('img', { name: 'Preview of moodboard.png' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img) => (img as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
  const download = page.getByRole('link', { name: 'Download moodboard.png' });
  const href = (await download.getAttribute('href')) ?? '';
  expect(href).toBe(`/api/clients/${maya.clientId}/attachments/${file.attachmentId}?download=1`);
  const served = await page.request.get(href);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['content-disposition']).toMatch(/^attachment;.*moodboard\.png/);
  expect(Buffer.compare(await served.body(), png)).toBe(0);

  // Request changes: a comment is required, then the stage opens again in the portal.
  await page.getByRole('button', { name: 'Request changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request changes' });
  await dialog.getByRole('button', { name: 'Request changes' }).click();
  await expect(dialog.getByText('Tell the client what to change')).toBeVisible();
  await dialog.getByLabel('What should the client change?').fill(COMMENT);
  await expect(dialog.getByText(`${COMMENT.length}/2000`)).toBeVisible();
  await snapBoth(page, 'submission-request-changes');
  await dialog.getByRole('button', { name: 'Request changes' }).click();
  await expect(page.getByText('Changes requested — the stage is open again in the client portal')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("This submission is waiting for the client's changes")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark reviewed' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request changes' })).toHaveCount(0);
  const reopened = (await portalStages(page, maya.token)).find((s) => s.id === brief.id);
  expect(reopened?.submission).toMatchObject({ status: 'changes_requested', changesComment: COMMENT });
  await snapBoth(page, 'submission-detail-changes');

  // Maya resubmits; the owner sees it waiting again, with the whole story.
  await submitStage(page, baseURL, maya.token, brief.id, {
    ...briefAnswers,
    about: `${briefAnswers.about} Launch: May 1.`,
  });
  await page.reload();
  const panel = page.getByRole('region', { name: 'Review' });
  // The status badge, not the 'Submitted' / 'Reviewed' time labels beside it.
  const status = (label: string) => panel.locator('span').filter({ hasText: new RegExp(`^${label}$`) });
  await expect(status('Submitted')).toBeVisible();
  // Who did each: the client's contact, then the owner, then the contact again.
  const history = page.getByRole('list').filter({ hasText: 'Submitted by Maya Chen' });
  await expect(history.getByRole('listitem')).toHaveText([
    /^Submitted by Maya Chen/,
    new RegExp(`^Changes requested by .+${COMMENT.slice(0, 30)}`),
    /^Updated by Maya Chen/,
  ]);

  // Mark reviewed.
  await page.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(page.getByText('Submission marked as reviewed')).toBeVisible();
  await expect(status('Reviewed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark reviewed' })).toHaveCount(0);
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await snapBoth(page, 'submission-detail');
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back to the same filtered list; the brief now shows under Reviewed only.
  await page.getByRole('link', { name: 'Back to Submissions' }).click();
  await expect(page).toHaveURL(/status=submitted/);
  await expect(rows).toHaveCount(1);
  await page.getByLabel('Status').selectOption({ label: 'Reviewed' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAccessibleName('Maya Chen: Project brief');

  // A date range with nothing in it, then Clear filters.
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  await expect(page.getByRole('heading', { name: 'No submissions match these filters' })).toBeVisible();
  await snapBoth(page, 'submissions-no-matches');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(3);
  await expect(page).toHaveURL(/\/submissions$/);

  // A page left open while the status moved on: the server's refusal shows, then the current state.
  await page.getByRole('link', { name: 'View Details: Maya Chen, Kick-off call' }).click();
  await expect(page.getByRole('button', { name: 'Mark reviewed' })).toBeVisible();
  const callId = new URL(page.url()).pathname.split('/').pop();
  const elsewhere = await page.request.post(`/api/submissions/${callId}/request-changes`, {
    data: { comment: 'Which time zone?' },
    headers: headers(baseURL),
  });
  expect(elsewhere.status()).toBe(200);
  await page.getByRole('button', { name: 'Mark reviewed' }).click();
  const waiting = "This submission is waiting for the client's changes";
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: waiting })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: waiting })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark reviewed' })).toHaveCount(0);
  await expect(page.getByText('Which time zone?').first()).toBeVisible();
});
