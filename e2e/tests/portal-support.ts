import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import { snapBoth as snapBothAtTop } from './support';

/** The portal specs' shared setup: a client on a four-stage journey, files, and page helpers. */

export const PHONE = { width: 390, height: 844 };
export const PORTAL_PASSWORD = 'tulip-garden-42';
export const headers = (baseURL: string | undefined) => ({ origin: baseURL ?? '' });

/** A browser context the size of a phone, as a client opens the portal, and its page; close the context when done. */
export async function onPhone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  return { context, portal: await context.newPage() };
}

/** One question of each of the ten types (the checkbox both ways). */
export const BRIEF_FIELDS = [
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

export const INTRO =
  '<p>Welcome to your project space! Here is how we work:</p><ul><li><strong>Onboarding</strong>: tell us about you.</li><li><strong>Deliverables</strong>: review and approve.</li></ul><p>Questions? <a href="mailto:hello@example.com">Write to us</a>.</p>';

export interface Setup {
  clientId: string;
  token: string;
  stages: { id: string; name: string }[];
}

/** A journey of four stages (every field type, a kick-off call, a milestone, the testimonial) and a client on it. */
export async function portalClient(page: Page, baseURL: string | undefined, password?: string): Promise<Setup> {
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

/** A new portal client (portalClient) and a phone to open its portal on (onPhone). */
export async function portalClientOnPhone(page: Page, browser: Browser, baseURL: string | undefined) {
  return { ...(await portalClient(page, baseURL)), ...(await onPhone(browser, baseURL)) };
}

/** A small real PNG, drawn by the browser. */
export async function drawPng(browser: Browser, text: string, color: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 480, height: 320 } });
  await page.setContent(
    `<div id="art" style="width:480px;height:320px;display:grid;place-items:center;background:${color};font:700 56px system-ui;color:white">${text}</div>`,
  );
  const png = await page.locator('#art').screenshot();
  await page.close();
  return png;
}

/** The owner shares a file (an image) and a link on the milestone, through the API. */
export async function shareDeliverables(page: Page, baseURL: string | undefined, clientId: string, stageId: string) {
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
export async function chunkClosure(page: Page, entry: string): Promise<Set<string>> {
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
export async function snapBoth(page: Page, name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await snapBothAtTop(page, name);
}

export async function expectNoHorizontalOverflow(page: Page) {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(PHONE);
}

/** Waits until a (smooth) scroll has moved the page and come to rest. */
export async function scrollSettled(page: Page) {
  await expect
    .poll(async () => {
      const y = await page.evaluate<number>('window.scrollY');
      await page.waitForTimeout(150);
      return y > 0 && y === (await page.evaluate<number>('window.scrollY'));
    })
    .toBe(true);
}

export const stepButton = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });
export const tiles = (page: Page) => page.getByRole('navigation', { name: 'Your progress' });
export const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The client sends a stage's answers through the portal API, as the page does. */
export async function submitStage(
  page: Page,
  baseURL: string | undefined,
  token: string,
  stageId: string,
  answers: object,
) {
  const res = await page.request.post(`/api/portal/${token}/stages/${stageId}/submit`, {
    data: { answers },
    headers: headers(baseURL),
  });
  expect(res.status()).toBe(200);
}

/** The client uploads `png` as the brief's moodboard through the portal API; the answer that names it. */
export async function uploadMoodboard(
  page: Page,
  baseURL: string | undefined,
  token: string,
  briefId: string,
  png: Buffer,
): Promise<{ attachmentId: string }> {
  const upload = await page.request.post(`/api/portal/${token}/uploads`, {
    multipart: {
      stageId: briefId,
      fieldId: 'moodboard',
      file: { name: 'moodboard.png', mimeType: 'image/png', buffer: png },
    },
    headers: headers(baseURL),
  });
  expect(upload.status()).toBe(201);
  const { file } = (await upload.json()) as { file: { attachmentId: string } };
  return file;
}

/** Maya Chen's answers to the brief (BRIEF_FIELDS), with the moodboard she uploaded. */
export const mayaBrief = (moodboard: { attachmentId: string }) => ({
  full_name: 'Maya Chen',
  work_email: 'maya@harborbakery.example',
  about: 'A neighbourhood bakery with two shops and a Saturday market stall.',
  team: '2–10 people',
  channels: ['Phone', 'Video call'],
  terms: true,
  budget: '$5k–$15k',
  moodboard,
  colour: '#7c3aed',
  excitement: 4,
  plan: 'approved',
});

/** The owner sends a submitted stage back with a comment (the owner session is in `page.request`). */
export async function requestChanges(
  page: Page,
  baseURL: string | undefined,
  clientId: string,
  stageId: string,
  comment: string,
) {
  const id = (await submissionOf(page, clientId, stageId)).id;
  const res = await page.request.post(`/api/submissions/${id}/request-changes`, {
    data: { comment },
    headers: headers(baseURL),
  });
  expect(res.status()).toBe(200);
}

/** The owner's view of a client's submission of one stage. */
export async function submissionOf(page: Page, clientId: string, stageId: string) {
  const res = await page.request.get(`/api/clients/${clientId}/submissions`);
  expect(res.status()).toBe(200);
  const { submissions } = (await res.json()) as {
    submissions: { id: string; stepId: string | null; status: string }[];
  };
  const found = submissions.find((s) => s.stepId === stageId);
  expect(found, `a submission of stage ${stageId}`).toBeTruthy();
  return found as { id: string; status: string };
}
