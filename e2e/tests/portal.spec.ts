import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { slowUploadProxy } from './slow-upload-proxy';
import { snap, snapBoth as snapBothAtTop } from './support';

/**
 * The client portal (/c/{token}) as a client on a phone sees it: no account, the portal
 * password, every field type with a real upload, a draft restored after leaving, edits,
 * milestone deliverables, the testimonial, the congratulations and Journey Complete; then the
 * owner's side. Also the portal's JavaScript budget, measured in Chromium.
 */

const PHONE = { width: 390, height: 844 };
const PORTAL_PASSWORD = 'tulip-garden-42';
const headers = (baseURL: string | undefined) => ({ origin: baseURL ?? '' });

// Long flows on a shared machine: more room than the default minute.
test.describe.configure({ timeout: 180_000 });

/** One question of each of the ten types (the checkbox both ways). */
const BRIEF_FIELDS = [
  { id: 'full_name', type: 'text', label: 'Your name', required: true, placeholder: 'Jo Smith' },
  { id: 'work_email', type: 'email', label: 'Work email', required: true },
  {
    id: 'about',
    type: 'textarea',
    label: 'About your business',
    required: true,
    placeholder: 'What you do, and for whom',
  },
  { id: 'team', type: 'radio', label: 'Team size', required: true, options: ['Just me', '2–10 people', '11 or more'] },
  {
    id: 'channels',
    type: 'checkbox',
    label: 'Where can we reach you?',
    required: false,
    options: ['Phone', 'Slack', 'Video call'],
  },
  { id: 'terms', type: 'checkbox', label: 'I agree to the project terms', required: true },
  { id: 'budget', type: 'select', label: 'Budget', required: true, options: ['Under $5k', '$5k–$15k', 'Over $15k'] },
  { id: 'moodboard', type: 'file', label: 'Moodboard or brief', required: true },
  { id: 'colour', type: 'color', label: 'Favourite colour', required: true, defaultColor: '#7C3AED' },
  { id: 'excitement', type: 'star-rating', label: 'How excited are you?', required: true, maxRating: 5 },
  { id: 'plan', type: 'approval', label: 'The project plan', required: true },
];

const INTRO =
  '<p>Welcome to your project space! Here is how we work:</p><ul><li><strong>Onboarding</strong>: tell us about you.</li><li><strong>Deliverables</strong>: review and approve.</li></ul><p>Questions? <a href="mailto:hello@example.com">Write to us</a>.</p>';

interface Setup {
  clientId: string;
  token: string;
  stages: { id: string; name: string }[];
}

/** A journey of four stages (every field type, a kick-off call, a milestone, the testimonial) and a client on it. */
async function portalClient(page: Page, baseURL: string | undefined, password?: string): Promise<Setup> {
  const created = await page.request.post('/api/journeys', {
    data: { name: 'Brand refresh', description: 'From brief to launch' },
    headers: headers(baseURL),
  });
  expect(created.status()).toBe(201);
  const journeyId = ((await created.json()) as { journey: { id: string } }).journey.id;
  const saved = await page.request.put(`/api/journeys/${journeyId}`, {
    data: {
      name: 'Brand refresh',
      description: 'From brief to launch',
      introText: INTRO,
      stages: [
        {
          stepType: 'custom',
          phase: 'onboarding',
          name: 'Project brief',
          description: 'A few questions so we start on the right foot.',
          formConfig: BRIEF_FIELDS,
        },
        {
          stepType: 'onboarding',
          name: 'Kick-off call',
          formConfig: [{ id: 'call_time', type: 'text', label: 'Best time for a call', required: true }],
        },
        {
          stepType: 'milestone',
          name: 'Logo concepts',
          description: 'Three directions for your new mark.',
          formConfig: [{ id: 'notes', type: 'textarea', label: 'Anything else we should know?', required: false }],
        },
        { stepType: 'testimonial', name: 'Share your experience', formConfig: [] },
      ],
    },
    headers: headers(baseURL),
  });
  expect(saved.status()).toBe(200);
  const stages = ((await saved.json()) as { journey: { steps: { id: string; name: string }[] } }).journey.steps;
  const client = await page.request.post('/api/clients', {
    data: {
      projectName: 'Harbor Bakery rebrand',
      clientName: 'Maya Chen',
      clientEmail: 'maya@harborbakery.example',
      templateId: journeyId,
      password: password ?? '',
    },
    headers: headers(baseURL),
  });
  expect(client.status()).toBe(201);
  const { id, shareToken } = ((await client.json()) as { client: { id: string; shareToken: string } }).client;
  return { clientId: id, token: shareToken, stages };
}

/** A small real PNG, drawn by the browser. */
async function drawPng(browser: Browser, text: string, color: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 480, height: 320 } });
  await page.setContent(
    `<div id="art" style="width:480px;height:320px;display:grid;place-items:center;background:${color};font:700 56px system-ui;color:white">${text}</div>`,
  );
  const png = await page.locator('#art').screenshot();
  await page.close();
  return png;
}

/** The owner shares a file (an image) and a link on the milestone, through the API. */
async function shareDeliverables(page: Page, baseURL: string | undefined, clientId: string, stageId: string) {
  const file = await page.request.post(`/api/clients/${clientId}/deliverables/uploads`, {
    multipart: {
      stageId,
      title: 'Logo concept A',
      file: {
        name: 'logo-concept-a.png',
        mimeType: 'image/png',
        buffer: await drawPng(page.context().browser()!, 'Harbor', '#0f766e'),
      },
    },
    headers: headers(baseURL),
  });
  expect(file.status()).toBe(201);
  const link = await page.request.post(`/api/clients/${clientId}/deliverables`, {
    data: {
      type: 'link',
      stageId,
      title: 'Brand guidelines draft',
      url: 'https://docs.example.com/harbor-guidelines',
      linkTitle: 'Open the guidelines',
    },
    headers: headers(baseURL),
  });
  expect(link.status()).toBe(201);
}

/** A built chunk and every chunk it imports, statically or lazily, as /assets/ paths. */
async function chunkClosure(page: Page, entry: string): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    const source = await (await page.request.get(file)).text();
    for (const m of source.matchAll(/["'`](?:\.\/|\/?assets\/)([\w-]+\.js)["'`]/g)) queue.push(`/assets/${m[1]}`);
  }
  return seen;
}

/** Full-page shots from the top. */
async function snapBoth(page: Page, name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await snapBothAtTop(page, name);
}

async function expectNoHorizontalOverflow(page: Page) {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(PHONE);
}

const stepButton = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });
const tiles = (page: Page) => page.getByRole('navigation', { name: 'Your progress' });
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('a client answers every stage of the portal on a phone, and the owner sees it', async ({
  page,
  owner,
  baseURL,
  browser,
}) => {
  void owner;
  const { clientId, token, stages } = await portalClient(page, baseURL, PORTAL_PASSWORD);
  const milestone = stages.find((s) => s.name === 'Logo concepts');
  expect(milestone).toBeTruthy();
  await shareDeliverables(page, baseURL, clientId, milestone?.id ?? '');

  // A fresh browser with no account: the client.
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  let portal = await context.newPage();
  await portal.goto(`/c/${token}`);

  // --- The password, in the workspace's look.
  await expect(portal.getByRole('heading', { name: 'This portal is protected' })).toBeVisible();
  await expect(portal).toHaveTitle('My Workspace');
  const password = portal.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await portal.getByRole('button', { name: 'Open portal' }).click();
  await expect(portal.getByText('Enter the password', { exact: true })).toBeVisible();
  await password.fill('not-the-password');
  await portal.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(portal.getByRole('button', { name: 'Hide password' })).toBeVisible();
  await portal.getByRole('button', { name: 'Open portal' }).click();
  await expect(portal.getByRole('alert')).toHaveText('That password is not correct. Please try again.');
  await snapBoth(portal, 'portal-password');
  await password.fill(PORTAL_PASSWORD);
  await portal.getByRole('button', { name: 'Open portal' }).click();

  // --- The page: welcome, tiles, the welcome message, three phases.
  await expect(portal.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
  await expect(portal.getByText('Welcome back')).toBeVisible();
  await expect(portal.getByText('Harbor Bakery rebrand')).toBeVisible();
  await expect(tiles(portal).getByRole('button', { name: 'Onboarding: 0 of 2 done' })).toBeVisible();
  await expect(tiles(portal).getByRole('button', { name: 'Deliverables: 0 of 1 done' })).toBeVisible();
  await expect(tiles(portal).getByRole('button', { name: 'Feedback: 0 of 1 done' })).toBeVisible();
  await expect(portal.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', 'mailto:hello@example.com');
  const onboarding = portal.getByRole('region', { name: 'Onboarding' });
  await expect(onboarding.getByRole('img', { name: '0 of 2 done' })).toBeVisible();
  await expect(portal.getByRole('region', { name: 'Deliverables & Milestones' })).toBeVisible();
  await expect(portal.getByRole('region', { name: 'Feedback' })).toBeVisible();

  // The first stage is open (Viewing); the second of its phase is locked.
  const briefStep = stepButton(portal, 'Project brief');
  await expect(briefStep).toHaveAttribute('aria-expanded', 'true');
  await expect(briefStep).toContainText('Viewing');
  const kickoffStep = stepButton(portal, 'Kick-off call');
  await expect(kickoffStep).toHaveAttribute('aria-disabled', 'true');
  await expect(kickoffStep).toContainText('Finish the earlier stages first');
  await expect(stepButton(portal, 'Logo concepts')).toContainText('Active');
  await expectNoHorizontalOverflow(portal);
  await snapBoth(portal, 'portal-stages');

  // A phase section folds and a tile opens it again.
  await portal.getByRole('button', { name: 'Feedback', exact: true }).click();
  await expect(portal.getByRole('button', { name: 'Feedback', exact: true })).toHaveAttribute('aria-expanded', 'false');
  await tiles(portal)
    .getByRole('button', { name: /^Feedback/ })
    .click();
  await expect(portal.getByRole('button', { name: 'Feedback', exact: true })).toHaveAttribute('aria-expanded', 'true');

  // --- The form: checks before anything is sent.
  await expect(portal.getByLabel('Your name')).toHaveAttribute('placeholder', 'Jo Smith');
  await expect(portal.getByRole('textbox', { name: 'Favourite colour', exact: true })).toHaveValue('#7c3aed');
  const submit = portal.getByRole('button', { name: 'Submit' });
  await submit.click();
  await expect(portal.getByText('Your name is required')).toBeVisible();
  await expect(portal.getByText('Moodboard or brief is required')).toBeVisible();
  await expect(portal.getByText('How excited are you? is required')).toBeVisible();
  await expect(portal.getByLabel('Your name')).toBeFocused();
  await portal.getByLabel('Your name').fill('Maya');
  await expect(portal.getByText('Your name is required')).toHaveCount(0);
  await portal.getByLabel('Work email').fill('maya@');
  await portal.getByLabel('About your business').fill('A neighbourhood bakery with two shops and a café.');
  // Leaving a field saves the draft.
  await portal.getByLabel('About your business').blur();
  await expect(portal.getByText('Saved', { exact: true })).toBeVisible();
  await submit.click();
  await expect(portal.getByText('Please enter a valid email address')).toBeVisible();
  await snapBoth(portal, 'portal-form-errors');

  // --- Leave mid-stage: a new page opens the stage with the draft.
  await portal.close();
  portal = await context.newPage();
  await portal.goto(`/c/${token}`);
  await expect(stepButton(portal, 'Project brief')).toContainText('Draft saved • Continue');
  await expect(portal.getByLabel('Your name')).toHaveValue('Maya');
  await expect(portal.getByLabel('About your business')).toHaveValue(
    'A neighbourhood bakery with two shops and a café.',
  );
  // A half-typed address is kept in the draft, to be finished now.
  await expect(portal.getByLabel('Work email')).toHaveValue('maya@');

  // --- Every field type.
  await portal.getByLabel('Work email').fill('maya@harborbakery.example');
  await portal.getByRole('radio', { name: '2–10 people' }).check();
  await portal.getByRole('checkbox', { name: 'Slack' }).check();
  await portal.getByRole('checkbox', { name: 'Video call' }).check();
  await portal.getByRole('checkbox', { name: 'I agree to the project terms' }).check();
  await portal.getByLabel('Budget').selectOption('$5k–$15k');
  await portal.getByRole('textbox', { name: 'Favourite colour', exact: true }).fill('#E11D48');
  const stars = portal.getByRole('radiogroup', { name: 'How excited are you?' });
  await stars.getByRole('radio', { name: '4 stars' }).click();
  await expect(stars.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
  await stars.getByRole('radio', { name: '4 stars' }).press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'true');
  await expect(stars.getByRole('radio', { name: '5 stars' })).toBeFocused();
  await portal.getByRole('radiogroup', { name: 'The project plan' }).getByRole('radio', { name: 'Approve' }).click();

  // Files: too large and a disguised type are refused (before sending, and by the server).
  const fileInput = portal.getByLabel('Moodboard or brief');
  const uploads: string[] = [];
  portal.on('request', (r) => {
    if (r.url().endsWith('/uploads')) uploads.push(r.url());
  });
  await fileInput.setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(25 * 1024 * 1024 + 1, 1),
  });
  await expect(portal.getByText('File is too large. Maximum size is 25 MB.')).toBeVisible();
  expect(uploads).toHaveLength(0);
  await fileInput.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a picture'),
  });
  await expect(portal.getByText(/This file type isn't allowed/)).toBeVisible();
  expect(uploads).toHaveLength(1);
  // A real file: it uploads, then shows with its size and Replace / Remove.
  const moodboard = Buffer.from(
    `%PDF-1.4\n% Harbor Bakery moodboard\n${'warm bread tones, hand-drawn type. '.repeat(400)}\n%%EOF\n`,
  );
  await fileInput.setInputFiles({ name: 'moodboard.pdf', mimeType: 'application/pdf', buffer: moodboard });
  const uploaded = portal.getByRole('link', { name: 'moodboard.pdf' });
  await expect(uploaded).toBeVisible();
  await expect(uploaded).toHaveAttribute('href', new RegExp(`^/api/portal/${token}/files/[0-9a-f-]{36}$`));
  await expect(portal.getByText(`${Number.parseFloat((moodboard.length / 1024).toFixed(2))} KB`)).toBeVisible();
  await expect(portal.getByRole('button', { name: 'Replace moodboard.pdf' })).toBeVisible();
  await expect(portal.getByText(/This file type isn't allowed/)).toHaveCount(0);
  const served = await portal.request.get((await uploaded.getAttribute('href')) ?? '');
  expect(served.status()).toBe(200);
  await expectNoHorizontalOverflow(portal);
  await snapBoth(portal, 'portal-file-uploaded');

  await portal.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(portal, 'Thank you! Your answers were sent.')).toBeVisible();
  await expect(stepButton(portal, 'Project brief')).toContainText('Done • Click to Edit');
  await expect(tiles(portal).getByRole('button', { name: 'Onboarding: 1 of 2 done' })).toBeVisible();
  // The next stage of the phase opens.
  await expect(stepButton(portal, 'Kick-off call')).toHaveAttribute('aria-expanded', 'true');
  await expect(stepButton(portal, 'Kick-off call')).toBeFocused();
  await portal.getByLabel('Best time for a call').fill('Weekday mornings');
  await portal.getByRole('button', { name: 'Submit' }).click();
  await expect(stepButton(portal, 'Kick-off call')).toContainText('Done • Click to Edit');

  // --- Editing a completed stage: its answers, 'Save Changes'.
  await stepButton(portal, 'Project brief').click();
  await expect(portal.getByLabel('Your name')).toHaveValue('Maya');
  await expect(portal.getByLabel('Budget')).toHaveValue('$5k–$15k');
  await expect(portal.getByRole('link', { name: 'moodboard.pdf' })).toBeVisible();
  await portal.getByLabel('Your name').fill('Maya Chen');
  await portal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(notice(portal, 'Your changes were saved.')).toBeVisible();

  // --- The milestone: what the owner shared, approve one, ask for changes on the other.
  await stepButton(portal, 'Logo concepts').click();
  const concept = portal.getByRole('article', { name: 'Logo concept A' });
  const guidelines = portal.getByRole('article', { name: 'Brand guidelines draft' });
  await expect(concept.getByRole('img', { name: 'logo-concept-a.png' })).toBeVisible();
  await expect(concept.getByRole('link', { name: 'Download logo-concept-a.png' })).toBeVisible();
  const link = guidelines.getByRole('link', { name: /Open the guidelines/ });
  await expect(link).toHaveAttribute('href', 'https://docs.example.com/harbor-guidelines');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoHorizontalOverflow(portal);
  await snapBoth(portal, 'portal-milestone');
  await concept.getByRole('button', { name: 'Approve Logo concept A' }).click();
  await expect(concept.getByText('Approved', { exact: true })).toBeVisible();
  await guidelines.getByRole('button', { name: 'Request changes to Brand guidelines draft' }).click();
  await guidelines.getByRole('button', { name: 'Send request' }).click();
  await expect(guidelines.getByText('Tell us what should change')).toBeVisible();
  await guidelines.getByLabel('What should change?').fill('Please add the café menu colours.');
  await guidelines.getByRole('button', { name: 'Send request' }).click();
  await expect(guidelines.getByText('Changes requested', { exact: true })).toBeVisible();
  await expect(guidelines.getByText('Please add the café menu colours.')).toBeVisible();
  await snapBoth(portal, 'portal-milestone-reviewed');
  await portal.getByLabel('Anything else we should know?').fill('Love the warm colours.');
  await portal.getByRole('button', { name: 'Submit' }).click();
  await expect(stepButton(portal, 'Logo concepts')).toContainText('Done • Click to Edit');

  // --- The testimonial: rating, the words with their counter, permission.
  await expect(stepButton(portal, 'Share your experience')).toHaveAttribute('aria-expanded', 'true');
  const words =
    'Working with the studio was calm and clear from the first call to launch day. Our bakery finally has a brand we are proud of.';
  await portal
    .getByRole('radiogroup', { name: 'How would you rate your experience?' })
    .getByRole('radio', { name: '5 stars' })
    .click();
  await expect(portal.getByText('0 / 300')).toBeVisible();
  await expect(portal.getByText('Aim for 150–300 characters')).toBeVisible();
  await portal.getByLabel('Your testimonial').fill(words);
  await expect(portal.getByText(`${words.length} / 300`)).toBeVisible();
  await portal.getByLabel('Your title (optional)').fill('Owner');
  await portal.getByLabel('Company (optional)').fill('Harbor Bakery');
  await portal.getByRole('checkbox', { name: 'You may share my testimonial publicly' }).check();
  await expectNoHorizontalOverflow(portal);
  await snapBoth(portal, 'portal-testimonial');
  await portal.getByRole('button', { name: 'Submit' }).click();

  // --- The last stage: congratulations (a real dialog), then Journey Complete.
  const dialog = portal.getByRole('dialog', { name: 'Congratulations!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'View Summary' })).toBeFocused();
  await portal.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await portal.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'View Summary' })).toBeFocused();
  await snapBoth(portal, 'portal-congratulations');
  await portal.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(portal.getByText('Every stage is done.')).toBeVisible();
  await portal.getByRole('button', { name: 'View Summary' }).click();
  await expect(portal.getByRole('heading', { name: 'Journey Complete' })).toBeVisible();
  const timeline = portal.getByRole('list').filter({ hasText: 'Project brief' });
  await expect(timeline.getByRole('listitem')).toHaveCount(4);
  await expect(timeline.getByText('Completed')).toHaveCount(4);
  await expectNoHorizontalOverflow(portal);
  await snapBoth(portal, 'portal-journey-complete');

  // Coming back later: the summary first, and the stages behind it.
  await portal.reload();
  await expect(portal.getByRole('heading', { name: 'Journey Complete' })).toBeVisible();
  await portal.getByRole('button', { name: 'Review your stages' }).click();
  await expect(stepButton(portal, 'Share your experience')).toContainText('Done • Click to Edit');
  await context.close();

  // --- The owner's side: the answers, the decisions, the pending testimonial.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/clients/${clientId}/submissions`);
  await expect(page.getByText('Project brief').first()).toBeVisible();
  await expect(page.getByText('Share your experience').first()).toBeVisible();
  await expect(page.getByText('Maya Chen').first()).toBeVisible();
  await page.goto(`/clients/${clientId}/deliverables`);
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByText('Changes requested', { exact: true })).toBeVisible();
  await expect(page.getByText('Please add the café menu colours.')).toBeVisible();
  await snapBoth(page, 'portal-owner-decisions');
  await page.goto('/testimonials');
  await expect(page.getByText(words)).toBeVisible();
  await expect(page.getByText('Pending')).toBeVisible();
});

test('a file uploads with a real percent and can be cancelled', async ({ page, owner, baseURL, browser }) => {
  void owner;
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
    const seen = new Set<number>();
    await expect
      .poll(
        async () => {
          const now = Number((await bar.getAttribute('aria-valuenow', { timeout: 1000 }).catch(() => null)) ?? -1);
          if (now > 0 && now < 100) seen.add(now);
          return seen.size;
        },
        { timeout: 20_000, intervals: [100] },
      )
      .toBeGreaterThan(1);
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
  owner,
  baseURL,
  browser,
}) => {
  void owner;
  const { token } = await portalClient(page, baseURL);
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  const portal = await context.newPage();
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

test('links that lead nowhere, and a client without a journey', async ({ page, owner, baseURL, browser }) => {
  void owner;
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  const portal = await context.newPage();
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
  owner,
  baseURL,
  browser,
}) => {
  void owner;
  const { token } = await portalClient(page, baseURL);
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  const portal = await context.newPage();
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
