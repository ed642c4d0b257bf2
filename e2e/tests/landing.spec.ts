import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { test as withOwner } from './fixtures';
import { snapBoth } from './support';

const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

// The four message variants' headlines (packages/core/src/landing/landing-copy.ts).
const HEADLINES = {
  a: 'Get back the hours you spend managing clients.',
  b: 'Look like an agency from the first hello.',
  c: 'Stop chasing clients for answers.',
  d: 'Finish every project with a testimonial.',
} as const;

const beaconsOf = (page: Page, kind: 'visit' | 'cta') => {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/analytics/${kind}`)) {
      bodies.push(JSON.parse(request.postData() ?? '{}'));
    }
  });
  return bodies;
};

/**
 * Runs before the page's own scripts (a string: this project's e2e code has no DOM types): notes
 * the hero headline after every change of the page once the parser reached it, and whether
 * the app's own headline element replaced the pre-rendered one.
 */
const WATCH_HEADLINE = `
  window.__seen = [];
  window.__replaced = false;
  let first = null;
  new MutationObserver(() => {
    if (!document.getElementById('root')) return;
    const h1 = document.getElementById('hero-title');
    // Before the parser has reached the headline (it may yield between #root and its first
    // child on a busy machine) nothing has been shown yet, so nothing can have flashed.
    if (!h1 && !first) return;
    window.__seen.push(h1 ? h1.textContent : null);
    if (h1 && !first) first = h1;
    if (h1 && first && h1 !== first) window.__replaced = true;
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

for (const [variant, headline] of Object.entries(HEADLINES)) {
  test(`?m=${variant} shows its own headline and remembers the variant`, async ({ page, context, request }) => {
    // The first HTML response already holds the variant's headline, in the page and its description.
    const html = await (await request.get(`/?m=${variant}`)).text();
    expect(html).toContain(`content="${headline}`);
    expect(html).toMatch(new RegExp(`<h1 id="hero-title" data-variant="${variant}"[^>]*>${headline}</h1>`));
    for (const [other, text] of Object.entries(HEADLINES)) if (other !== variant) expect(html).not.toContain(text);
    const visits = beaconsOf(page, 'visit');
    await page.addInitScript(WATCH_HEADLINE);
    await page.goto(`/?m=${variant}`);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(headline);
    await expect(h1).toHaveAttribute('data-variant', variant);
    // Hydrated without a flash: the app's own headline replaced the pre-rendered one, and from the
    // first parse on, the page never showed another headline, a placeholder or a spinner.
    await expect.poll(() => page.evaluate<boolean>('window.__replaced')).toBe(true);
    expect(new Set(await page.evaluate<(string | null)[]>('window.__seen'))).toEqual(new Set([headline]));
    const cookie = (await context.cookies()).find((c) => c.name === 'langVariant');
    expect(cookie?.value).toBe(variant);
    // About 365 days.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
    await expect.poll(() => visits.length).toBe(1);
    expect(visits[0]).toMatchObject({ variant, plan: 'start' });
    expect(String(visits[0]?.sessionId)).toMatch(/^[A-Za-z0-9_-]{1,100}$/);

    // The cookie alone brings the variant back.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
    if (variant === 'a' || variant === 'c') await snapBoth(page, `landing-${variant}`);
  });
}

test('the CTA follows the plan and a click sends one CTA beacon', async ({ page }) => {
  for (const [plan, label] of [
    ['try', 'Start free trial'],
    ['start', 'Start 1-day trial'],
    ['pro', 'Start $1 trial'],
    ['launch', 'Start now'],
  ] as const) {
    await page.goto(`/?plan=${plan}`);
    await expect(page.getByRole('main').getByRole('link', { name: label }).first()).toBeVisible();
    await expect(page.locator('#pricing').getByText('$2', { exact: true })).toBeVisible();
  }
  const clicks = beaconsOf(page, 'cta');
  const visits = beaconsOf(page, 'visit');
  await page.goto('/?plan=pro&m=b');
  // The link is in the pre-rendered page before its code runs; the click beacon needs the code,
  // whose first act is the visit beacon.
  await expect.poll(() => visits.length).toBe(1);
  await page.getByRole('main').getByRole('link', { name: 'Start $1 trial' }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect.poll(() => clicks.length).toBe(1);
  expect(clicks[0]).toMatchObject({ plan: 'pro', variant: 'b' });
});

test('the sample journey goes to Complete and 100 %', async ({ page }) => {
  await page.goto('/');
  const journey = page.getByRole('region', { name: /Sample journey/ });
  await expect(journey.getByText('0% Complete')).toBeVisible();
  await expect(journey.getByRole('heading', { name: 'How We Work' })).toBeVisible();
  const stages = ['Discovery', 'Management', 'Logo', 'Structure', 'Website', 'Review', 'Consent'];
  for (const [index, stage] of stages.entries()) {
    await journey.getByRole('button', { name: 'Next' }).click();
    await expect(journey.getByRole('heading', { name: stage, exact: true })).toBeVisible();
    await expect(journey.getByText(`${(index + 1) * 12.5}% Complete`)).toBeVisible();
    if (stage === 'Management') await expect(journey.getByLabel('Slack (Real-time)')).toBeVisible();
    if (stage === 'Structure') await expect(journey.getByLabel('Mega menu')).toBeVisible();
    if (stage === 'Review') {
      await expect(journey.getByText('150-300 characters recommended')).toBeVisible();
      await expect(journey.getByText('PNG, JPG, PDF up to 10MB each')).toBeVisible();
      await journey.getByLabel('Your testimonial').fill('Lovely.');
      await expect(journey.getByText('7/300')).toBeVisible();
      await page.setViewportSize({ width: 390, height: 844 });
      await journey.screenshot({ path: `${SCREENSHOTS}landing-journey-review-phone.png` });
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  }
  await journey.getByRole('button', { name: 'Previous' }).click();
  await expect(journey.getByText('75% Complete')).toBeVisible();
  await journey.getByRole('button', { name: 'Next' }).click();
  await journey.getByRole('button', { name: 'Complete' }).click();
  await expect(journey.getByText('100% Complete')).toBeVisible();
  await expect(journey.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(journey.getByRole('heading', { name: 'Journey complete' })).toBeVisible();
});

test('the FAQ opens one answer at a time', async ({ page }) => {
  await page.goto('/');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(5);
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(3).click();
  await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(/PNG, JPG and PDF/)).toBeVisible();
  await questions.nth(3).click();
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
});

test('the feature carousel rotates, pauses on a pick, and stays still for reduced motion', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByTestId('feature-carousel');
  await expect(carousel).toHaveAttribute('data-active', '0');
  await page.clock.runFor(3600);
  await expect(carousel).toHaveAttribute('data-active', '1');
  await carousel.getByRole('tab', { name: 'Zapier integration' }).click();
  await expect(carousel).toHaveAttribute('data-active', '5');
  await expect(carousel).toHaveAttribute('data-paused', 'true');
  await page.clock.runFor(10_000);
  await expect(carousel).toHaveAttribute('data-active', '5');
  await page.clock.runFor(2_000 + 3_600);
  await expect(carousel).toHaveAttribute('data-active', '6');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(carousel).toHaveAttribute('data-paused', 'true');
  await page.clock.runFor(8_000);
  await expect(carousel).toHaveAttribute('data-active', '0');
});

test('the header changes after 50 px and scrolls to pricing', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toHaveClass(/border-transparent/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Pricing' }).click();
  await expect(page.locator('#pricing')).toBeInViewport();
  await expect(header).toHaveClass(/shadow-sm/);
});

test('footer dialogs: privacy, terms and contact with copy', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Privacy Policy' }).click();
  const privacy = page.getByRole('dialog', { name: 'Privacy Policy' });
  await expect(privacy.getByText('Last updated: January 2025')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(privacy).toBeHidden();

  await footer.getByRole('button', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('dialog', { name: 'Terms of Service' }).getByText('January 2025')).toBeVisible();
  await page.keyboard.press('Escape');

  await footer.getByRole('button', { name: 'Contact' }).click();
  const contact = page.getByRole('dialog', { name: 'Contact us' });
  await expect(contact.getByText('within 24 hours').first()).toBeVisible();
  await expect(contact.getByRole('link', { name: /@/ })).toBeVisible();
  await contact.getByRole('button', { name: 'Copy' }).click();
  await expect(contact.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(page.getByText('Email copied to clipboard!')).toBeVisible();
  // A dialog is fixed to the viewport, so these are viewport shots rather than full pages.
  for (const [width, height, name] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SCREENSHOTS}landing-contact-${name}.png` });
  }
  await expect(contact.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4000 });
});

test('findable: title, description, social tags, robots.txt and sitemap.xml', async ({ page, request, baseURL }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Bloom — client portals for freelancers');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /One portal runs onboarding/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Bloom/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/</loc>`);
});

/** The landing's initial JavaScript by the build's manifest: the entry and the landing route with their static imports. */
function initialLandingFiles(): Set<string> {
  const manifest = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../apps/web/dist/.vite/manifest.json', import.meta.url)), 'utf8'),
  ) as Record<string, { file: string; imports?: string[] }>;
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const dep of chunk.imports ?? []) add(dep);
  };
  add('index.html');
  add('src/app/routes/landing.tsx');
  return files;
}

test('a phone downloads at most 120 KB of JavaScript (gzip) to show the landing; below the fold comes after', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  const page = await context.newPage();
  const scripts: { url: string; gzip: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
    const url = new URL(response.url()).pathname;
    pending.push(response.body().then((body) => void scripts.push({ url, gzip: gzipSync(body).length })));
  });
  await page.goto('/?m=a', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINES.a);
  await Promise.all(pending);

  const initial = initialLandingFiles();
  const kb = (list: typeof scripts) => list.reduce((sum, s) => sum + s.gzip, 0) / 1024;
  const first = scripts.filter((s) => initial.has(s.url));
  console.log(
    `Landing JavaScript on a phone: ${kb(first).toFixed(1)} KB gzip to show the page, ${kb(scripts).toFixed(1)} KB until the network is idle (${scripts.length} files)`,
  );
  // Every initial file was really downloaded, and together they stay within the budget.
  expect(first.map((s) => s.url).sort()).toEqual([...initial].sort());
  expect(kb(first)).toBeLessThanOrEqual(120);
  // The sample journey and everything below the fold arrive as chunks of their own.
  expect(scripts.length).toBeGreaterThan(first.length);
  await context.close();
});

withOwner('a trialing subscriber who opens the landing goes to the dashboard', async ({ page, owner }) => {
  void owner;
  await page.goto('/?m=b');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(HEADLINES.b);
});
