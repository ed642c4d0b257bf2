import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  drawPng,
  headers,
  mayaBrief,
  portalClient,
  requestChanges,
  shareDeliverables,
  submitStage,
  uploadMoodboard,
} from './portal-support';

// The page functions below run in the browser; e2e compiles without the DOM library.
interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}
interface PageElement {
  tagName: string;
  textContent: string | null;
  parentElement: PageElement | null;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): Rect;
  scrollIntoView(options: object): void;
  focus(): void;
  blur(): void;
  contains(other: unknown): boolean;
}
interface PageAnimation {
  finished: Promise<unknown>;
  effect: { getTiming(): { iterations?: number } } | null;
}
declare const document: {
  activeElement: PageElement | null;
  body: PageElement;
  fonts: { ready: Promise<unknown> };
  getAnimations(): PageAnimation[];
};
declare const window: { innerWidth: number; innerHeight: number };

/** The two widths every page is checked at: a laptop and a phone. */
export const WIDTHS = [
  { name: '1280', width: 1280, height: 800 },
  { name: '390', width: 390, height: 844 },
] as const;

/** WCAG 2.0 and 2.1, levels A and AA: the level the UI guide promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Waits until the page shows content, not its loading state (skeletons, spinners, the route bar). */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(
    page.locator('.animate-pulse, .animate-spin, [role="progressbar"][aria-label="Loading page"]'),
  ).toHaveCount(0);
  // Fonts and the last paint (axe reads the colours the page paints).
  await page.evaluate(async () => void (await document.fonts.ready));
}

/**
 * Runs axe-core on the page as it is now: serious and critical violations fail the test (softly,
 * so one run lists every page's); moderate and minor ones are printed.
 */
export async function expectAccessible(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const describe = (v: (typeof violations)[number]) =>
    `  [${v.impact}] ${v.id}: ${v.help}\n${v.nodes
      .slice(0, 6)
      .map(
        (n) => `      ${n.target.join(' ')}\n        ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`,
      )
      .join('\n')}${v.nodes.length > 6 ? `\n      … and ${v.nodes.length - 6} more` : ''}`;
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const lesser = violations.filter((v) => !blocking.includes(v));
  if (lesser.length > 0) console.log(`a11y ${label} (${page.url()}): not blocking\n${lesser.map(describe).join('\n')}`);
  expect
    .soft(blocking.map(describe).join('\n'), `serious or critical axe violations on ${label} (${page.url()})`)
    .toBe('');
}

/** Opens `url` at each width and checks it; `ready` waits for what the page must show first. */
export async function scanAtBothWidths(page: Page, url: string, label: string, ready?: (page: Page) => Promise<void>) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto(url);
    await settle(page);
    if (ready) await ready(page);
    await expectAccessible(page, `${label} at ${size.name} px`);
  }
}

/**
 * Where a focus indicator may be drawn: the control and the row-sized wrappers around it (a
 * visually hidden radio draws on its label card, a stage's button on its header with
 * `has-[:focus-visible]`), not whole sections, where anything else that changes would hide a
 * missing indicator.
 */
async function focusRegion(page: Page) {
  return page.evaluate(async () => {
    // A dialog or sheet still sliding in is measured where it comes to rest.
    const ending = document
      .getAnimations()
      .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    const own = el.getBoundingClientRect();
    const rows = Math.max(own.height * 3, 80);
    let [left, top, right, bottom] = [own.left, own.top, own.right, own.bottom];
    let node = el.parentElement;
    for (let depth = 0; node && depth < 3; depth++, node = node.parentElement) {
      const r = node.getBoundingClientRect();
      if (r.height > rows) break;
      [left, top, right, bottom] = [
        Math.min(left, r.left),
        Math.min(top, r.top),
        Math.max(right, r.right),
        Math.max(bottom, r.bottom),
      ];
    }
    const x = Math.max(0, left - 6);
    const y = Math.max(0, top - 6);
    return {
      x,
      y,
      width: Math.min(window.innerWidth, right + 6) - x,
      height: Math.min(window.innerHeight, bottom + 6) - y,
      what: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
    };
  });
}

/** The focused control looks different from the same control unfocused: the focus is visible. */
export async function expectFocusVisible(page: Page) {
  const region = await focusRegion(page);
  expect(region, 'a control of the page has the focus').not.toBeNull();
  if (!region) return;
  const clip = { x: region.x, y: region.y, width: region.width, height: region.height };
  const focused = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const element = await page.evaluateHandle(() => document.activeElement as PageElement);
  await element.evaluate((el) => el.blur());
  const blurred = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  await element.evaluate((el) => el.focus());
  expect(focused.equals(blurred), `the focus on ${region.what} is visible`).toBe(false);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking every stop on the way. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    if (await hasFocus(target)) return;
  }
  throw new Error(`${target} was not reached in ${max} ${back ? 'Shift+Tab' : 'Tab'} presses`);
}

/** `target` has the focus, or holds it (`within`). */
export async function hasFocus(target: Locator, within = false) {
  return target
    .evaluate(
      (el: PageElement, inside) => (inside ? el.contains(document.activeElement) : el === document.activeElement),
      within,
    )
    .catch(() => false);
}

export interface OwnerData {
  journeyId: string;
  /** Maya: the brief and the call answered, the brief sent back, deliverables shared and reviewed, a testimonial. */
  clientId: string;
  token: string;
  submissionId: string;
  testimonialId: string;
  /** Omar: every stage of a short journey done. */
  completedToken: string;
  /** Priya: a portal behind a password, nothing answered yet. */
  passwordToken: string;
}

export const A11Y_PORTAL_PASSWORD = 'tulip-garden-42';
export const SENT_BACK = 'Could you add your launch date to the brief, and a larger moodboard?';

/** Fills the signed-in owner's workspace through the API, so every owner page has something to show. */
export async function seedOwnerData(page: Page, baseURL: string | undefined, browser: Browser): Promise<OwnerData> {
  const h = headers(baseURL);
  const maya = await portalClient(page, baseURL);
  const [brief, call, milestone, feedback] = maya.stages;
  if (!brief || !call || !milestone || !feedback) throw new Error('the portal journey has four stages');

  const png = await drawPng(browser, 'Mood', '#7c3aed');
  const moodboard = await uploadMoodboard(page, baseURL, maya.token, brief.id, png);
  await submitStage(page, baseURL, maya.token, brief.id, mayaBrief(moodboard));
  await submitStage(page, baseURL, maya.token, call.id, { call_time: 'Weekday mornings' });
  await requestChanges(page, baseURL, maya.clientId, brief.id, SENT_BACK);

  // Deliverables on the milestone: one approved, one with changes asked.
  await shareDeliverables(page, baseURL, maya.clientId, milestone.id);
  const portal = (await (await page.request.get(`/api/portal/${maya.token}`)).json()) as {
    stages: { id: string; deliverables: { id: string; title: string }[] }[];
  };
  const shared = portal.stages.find((s) => s.id === milestone.id)?.deliverables ?? [];
  for (const [i, d] of shared.entries()) {
    const res = await page.request.post(`/api/portal/${maya.token}/deliverables/${d.id}/review`, {
      data:
        i === 0
          ? { decision: 'approved' }
          : { decision: 'changes_requested', comment: 'Please add the café menu colours.' },
      headers: h,
    });
    expect(res.status()).toBe(200);
  }
  await submitStage(page, baseURL, maya.token, feedback.id, {
    rating: 5,
    testimonial:
      'Working with the studio was calm and clear from the first call to launch day. Our bakery finally has a brand we are proud of.',
    client_title: 'Owner',
    client_company: 'Harbor Bakery',
    share_permission: true,
  });

  // Omar: a short journey, all done.
  const journey = await page.request.post('/api/journeys', { data: { name: 'Quick start' }, headers: h });
  expect(journey.status()).toBe(201);
  const quickId = ((await journey.json()) as { journey: { id: string } }).journey.id;
  const saved = await page.request.put(`/api/journeys/${quickId}`, {
    data: {
      name: 'Quick start',
      stages: [
        {
          stepType: 'onboarding',
          name: 'Say hello',
          formConfig: [{ id: 'hello', type: 'text', label: 'Your name', required: true }],
        },
        { stepType: 'testimonial', name: 'Share your experience', formConfig: [] },
      ],
    },
    headers: h,
  });
  expect(saved.status()).toBe(200);
  const quickStages = ((await saved.json()) as { journey: { steps: { id: string }[] } }).journey.steps;
  const omar = await page.request.post('/api/clients', {
    data: { projectName: 'Northwind studio site', clientName: 'Omar Reyes', templateId: quickId, password: '' },
    headers: h,
  });
  expect(omar.status()).toBe(201);
  const completedToken = ((await omar.json()) as { client: { shareToken: string } }).client.shareToken;
  await submitStage(page, baseURL, completedToken, quickStages[0]?.id ?? '', { hello: 'Omar' });
  await submitStage(page, baseURL, completedToken, quickStages[1]?.id ?? '', {
    rating: 4,
    testimonial: 'Quick, friendly and clear. The new site went live a week early and our bookings doubled.',
    share_permission: false,
  });

  // Priya: behind a password.
  const priya = await page.request.post('/api/clients', {
    data: {
      projectName: 'Fern & Co. packaging',
      clientName: 'Priya Nair',
      clientEmail: 'priya@fern.example',
      templateId: quickId,
      password: A11Y_PORTAL_PASSWORD,
    },
    headers: h,
  });
  expect(priya.status()).toBe(201);
  const passwordToken = ((await priya.json()) as { client: { shareToken: string } }).client.shareToken;

  const journeys = (await (await page.request.get('/api/journeys')).json()) as {
    journeys: { id: string; name: string }[];
  };
  const journeyId = journeys.journeys.find((j) => j.name === 'Brand refresh')?.id ?? '';
  const submissions = (await (await page.request.get(`/api/clients/${maya.clientId}/submissions`)).json()) as {
    submissions: { id: string; stepId: string | null }[];
  };
  const submissionId = submissions.submissions.find((s) => s.stepId === brief.id)?.id ?? '';
  const testimonials = (await (await page.request.get('/api/testimonials')).json()) as {
    testimonials: { id: string }[];
  };
  const testimonialId = testimonials.testimonials[0]?.id ?? '';
  for (const [name, id] of Object.entries({ journeyId, submissionId, testimonialId })) expect(id, name).not.toBe('');
  return {
    journeyId,
    clientId: maya.clientId,
    token: maya.token,
    submissionId,
    testimonialId,
    completedToken,
    passwordToken,
  };
}
