import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, ownerTest as test } from './fixtures';
import {
  chunkClosure,
  expectNoHorizontalOverflow,
  headers,
  notice,
  onPhone,
  PHONE,
  portalClient,
  portalClientOnPhone,
  requestChanges,
  scrollSettled,
  snapBoth,
  stepButton,
  submissionOf,
  submitStage,
  tiles,
} from './portal-support';
import { expectProgressSteps, slowUploadProxy } from './slow-upload-proxy';
import { snap, snapBoth as snapBothFullPage } from './support';

/**
 * The portal at its edges: a slow upload and Cancel, a failed or refused submit, a stage the
 * owner sent back, links that lead nowhere, a client without a journey, and the JavaScript a
 * phone downloads, measured in Chromium.
 */

// Long flows on a shared machine: more room than the default minute.
test.describe.configure({ timeout: 180_000 });

test('a file uploads with a real percent and can be cancelled', async ({ page, baseURL, browser }) => {
  const { token } = await portalClient(page, baseURL);
  // Through a proxy that takes 1 MB/s, so the upload takes a few seconds, as on a phone.
  const proxy = await slowUploadProxy(Number(new URL(baseURL ?? '').port), 1024 * 1024);
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const portal = await context.newPage();
    await portal.goto(`${proxy.origin}/c/${token}`);
    const input = portal.getByLabel('Moodboard or brief');
    const file = { name: 'photos.txt', mimeType: 'text/plain', buffer: Buffer.from('bread '.repeat(1_800_000)) };
    await input.setInputFiles(file);
    const bar = portal.getByRole('progressbar', { name: 'Uploading photos.txt' });
    await expect(bar).toBeVisible();
    // Submit waits for the file.
    await expect(portal.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(portal.getByText('Wait for the upload to finish.')).toBeVisible();
    await portal.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(portal.getByText('Upload cancelled.')).toBeVisible();
    await expect(bar).toHaveCount(0);
    await expect(portal.getByRole('button', { name: 'Submit' })).toBeEnabled();

    // Again, to the end: the percent climbs, then the file shows.
    await input.setInputFiles(file);
    await expect(bar).toBeVisible();
    await expectProgressSteps(bar);
    await bar.scrollIntoViewIfNeeded();
    await snap(portal, 'portal-uploading-phone');
    await expect(portal.getByRole('link', { name: 'photos.txt' })).toBeVisible({ timeout: 30_000 });
    await expect(portal.getByText('Upload cancelled.')).toHaveCount(0);
  } finally {
    await context.close();
    await proxy.close();
  }
});

test('a submit that fails keeps what was typed, and the server’s field messages show under the fields', async ({
  page,
  baseURL,
  browser,
}) => {
  const { token, context, portal } = await portalClientOnPhone(page, browser, baseURL);
  await portal.goto(`/c/${token}`);
  await stepButton(portal, 'Logo concepts').click();
  await expect(portal.getByText('Nothing to review yet.', { exact: false })).toBeVisible();
  const notes = portal.getByLabel('Anything else we should know?');
  await notes.fill('Could we see a version in navy?');

  // A slow answer: the button says so and cannot be pressed twice; then the server fails.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await portal.route('**/stages/*/submit', async (route) => {
    await held;
    await route.fulfill({ status: 500, json: { error: { code: 'INTERNAL_ERROR', message: 'Something broke' } } });
  });
  await portal.getByRole('button', { name: 'Submit' }).click();
  await expect(portal.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  release();
  await expect(portal.getByRole('alert')).toHaveText('Failed to submit form. Please try again.');
  await expect(notes).toHaveValue('Could we see a version in navy?');
  await expect(portal.getByRole('button', { name: 'Submit' })).toBeEnabled();

  // The server refuses a field: its message shows under it, and goes when the field is edited.
  await portal.unroute('**/stages/*/submit');
  await portal.route('**/stages/*/submit', (route) =>
    route.fulfill({
      status: 400,
      json: {
        error: { code: 'VALIDATION_ERROR', message: 'Anything else we should know? must be shorter' },
        fields: { notes: 'Anything else we should know? must be shorter' },
      },
    }),
  );
  await portal.getByRole('button', { name: 'Submit' }).click();
  await expect(portal.getByText('Anything else we should know? must be shorter')).toBeVisible();
  await expect(notes).toHaveAttribute('aria-invalid', 'true');
  await notes.fill('Navy, please.');
  await expect(portal.getByText('Anything else we should know? must be shorter')).toHaveCount(0);

  // And when the server takes it, the stage is done.
  await portal.unroute('**/stages/*/submit');
  await portal.getByRole('button', { name: 'Submit' }).click();
  await expect(stepButton(portal, 'Logo concepts')).toContainText('Done • Click to Edit');
  await context.close();
});

test('a stage the owner sent back shows the comment above its form, and resubmitting settles it', async ({
  page,
  baseURL,
  browser,
}) => {
  const { clientId, token, stages } = await portalClient(page, baseURL);
  const testimonial = stages.find((s) => s.name === 'Share your experience')?.id ?? '';
  const words =
    'Working with the studio was a joy. They listened, asked the right questions and gave our bakery a brand that feels like us. Our regulars noticed the new look on day one.';
  await submitStage(page, baseURL, token, testimonial, {
    rating: 5,
    testimonial: words,
    share_permission: true,
  });
  // Line breaks to keep, and an address with no place to break, for a 320 px screen.
  const comment =
    'Thank you, Maya, this is lovely!\n\nCould you add a sentence about how launch week went? And may we name Harbor Bakery?\n\nFor reference: https://harborbakery.example/launch-week-recap-with-the-new-sign-and-boxes';
  await requestChanges(page, baseURL, clientId, testimonial, comment);

  const { context, portal } = await onPhone(browser, baseURL);
  await portal.goto(`/c/${token}`);
  await expect(portal.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();

  // A notice at the top, and the sent-back stage opened and brought into view.
  const top = portal.getByText('My Workspace asked for changes on “Share your experience”.');
  await expect(top).toBeVisible();
  const step = stepButton(portal, 'Share your experience');
  await expect(step).toHaveAttribute('aria-expanded', 'true');
  await expect(step).toContainText('Changes requested');
  await expect(step).toContainText('Please update and resubmit');
  await expect(step).not.toContainText('Done • Click to Edit');
  await expect(step).toBeInViewport();
  // The progress still counts it done.
  await expect(tiles(portal).getByRole('button', { name: /^Feedback\s*1\s*\/1\b.*\(1 of 1 done\)$/ })).toBeVisible();

  // The comment as written, above the form, prefilled with what was sent, and Resubmit.
  const callout = portal.getByRole('region', { name: 'Changes requested' });
  await expect(callout).toBeVisible();
  const quote = callout.locator('blockquote');
  expect(await quote.evaluate((el) => (el as { innerText: string }).innerText)).toBe(comment);
  const content = portal.getByLabel('Your testimonial');
  await expect(content).toHaveValue(words);
  const calloutBox = await callout.boundingBox();
  const contentBox = await content.boundingBox();
  expect((calloutBox?.y ?? 0) + (calloutBox?.height ?? 0)).toBeLessThanOrEqual(contentBox?.y ?? 0);
  const resubmit = portal.getByRole('button', { name: 'Resubmit', exact: true });
  await expect(resubmit).toBeVisible();

  // What the phone shows first, once the page has scrolled to the stage.
  await scrollSettled(portal);
  await portal.screenshot({
    path: fileURLToPath(new URL('../screenshots/portal-changes-requested-first-view-phone.png', import.meta.url)),
  });
  await expectNoHorizontalOverflow(portal);
  await snapBothFullPage(portal, 'portal-changes-requested');

  // The notice's button leads back to the stage after the client closed it.
  await step.click();
  await expect(callout).toHaveCount(0);
  await portal.getByRole('button', { name: 'Review changes' }).click();
  await expect(step).toHaveAttribute('aria-expanded', 'true');
  await expect(callout).toBeVisible();

  // Resubmit: the request is settled, the stage shows done again, the notice goes.
  await content.fill(`${words} Launch week sold out by Saturday.`);
  await resubmit.click();
  await expect(notice(portal, 'Thanks! Your updated answers were sent.')).toBeVisible();
  await expect(callout).toHaveCount(0);
  await expect(top).toHaveCount(0);
  await expect(step).toContainText('Done • Click to Edit');
  await expect(step).not.toContainText('Changes requested');
  expect((await submissionOf(page, clientId, testimonial)).status).toBe('submitted');

  // And on the next visit the page opens as usual, on the first open stage.
  await portal.reload();
  await expect(stepButton(portal, 'Project brief')).toHaveAttribute('aria-expanded', 'true');
  await expect(step).toContainText('Done • Click to Edit');
  await expect(portal.getByText('asked for changes', { exact: false })).toHaveCount(0);
  await context.close();
});

test('links that lead nowhere, and a client without a journey', async ({ page, baseURL, browser }) => {
  const { context, portal } = await onPhone(browser, baseURL);
  await portal.goto('/c/this-link-does-not-exist');
  await expect(portal.getByRole('heading', { name: 'Portal Not Found' })).toBeVisible();
  await expect(
    portal.getByText('This client portal link is invalid or has expired. Please contact your service provider.'),
  ).toBeVisible();
  await expectNoHorizontalOverflow(portal);
  await snapBoth(portal, 'portal-not-found');

  // The journey is deleted after the client was added: the client keeps the portal, with no journey.
  const created = await page.request.post('/api/journeys', {
    data: { name: 'Short-lived' },
    headers: headers(baseURL),
  });
  const journeyId = ((await created.json()) as { journey: { id: string } }).journey.id;
  const client = await page.request.post('/api/clients', {
    data: { projectName: 'Garden studio', clientName: 'Leo Park', templateId: journeyId },
    headers: headers(baseURL),
  });
  const { shareToken } = ((await client.json()) as { client: { shareToken: string } }).client;
  expect((await page.request.delete(`/api/journeys/${journeyId}`, { headers: headers(baseURL) })).status()).toBe(200);
  await portal.goto(`/c/${shareToken}`);
  await expect(portal.getByRole('heading', { name: 'No Journey Assigned' })).toBeVisible();
  await expect(portal.getByText("Your journey hasn't been set up yet.", { exact: false })).toBeVisible();
  await expectNoHorizontalOverflow(portal);
  await snapBoth(portal, 'portal-no-journey');

  // The old address redirects to the portal.
  await portal.goto(`/submit/${shareToken}`);
  await expect(portal).toHaveURL(new RegExp(`/c/${shareToken}$`));
  await context.close();
});

test('the portal loads at most 100 KB of JavaScript (gzip) and nothing of the owner app', async ({
  page,
  baseURL,
  browser,
}) => {
  const { token, context, portal } = await portalClientOnPhone(page, browser, baseURL);
  const scripts: { url: string; encoded: number; gzip: number }[] = [];
  const pending: Promise<void>[] = [];
  portal.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type)) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        scripts.push({
          url: new URL(response.url()).pathname,
          encoded: sizes.responseBodySize,
          gzip: gzipSync(body).length,
        });
      })(),
    );
  });
  await portal.goto(`/c/${token}`, { waitUntil: 'networkidle' });
  await expect(portal.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
  // Opening a stage loads nothing more.
  await stepButton(portal, 'Logo concepts').click();
  await portal.waitForLoadState('networkidle');
  await Promise.all(pending);

  const gzipKb = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024;
  const encodedKb = scripts.reduce((sum, s) => sum + s.encoded, 0) / 1024;
  console.log(
    `Portal JavaScript: ${scripts.length} files, ${gzipKb.toFixed(1)} KB gzip (${encodedKb.toFixed(1)} KB as sent)\n${scripts
      .map((s) => `  ${s.url} ${(s.gzip / 1024).toFixed(1)} KB gzip`)
      .join('\n')}`,
  );
  expect(gzipKb).toBeLessThanOrEqual(100);
  // And that is what the phone receives: the server sends the build's compressed files.
  expect(encodedKb).toBeLessThanOrEqual(100);

  // Nothing of the owner app: every file loaded is the portal entry or a chunk it imports, and
  // none is a chunk only the owner app uses (its entry, routes, router, query client, toasts).
  const entryOf = async (path: string) =>
    /<script type="module"[^>]*src="([^"]+)"/.exec(await (await page.request.get(path)).text())?.[1] ?? '';
  const portalFiles = await chunkClosure(page, await entryOf(`/c/${token}`));
  const ownerFiles = await chunkClosure(page, await entryOf('/'));
  const ownerOnly = [...ownerFiles].filter((f) => !portalFiles.has(f));
  expect(ownerOnly.length).toBeGreaterThan(10);
  const loaded = scripts.map((s) => s.url);
  expect(loaded.filter((u) => !portalFiles.has(u))).toEqual([]);
  expect(loaded.filter((u) => ownerOnly.includes(u))).toEqual([]);
  await context.close();
});
