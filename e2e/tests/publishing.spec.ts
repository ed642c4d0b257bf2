import type { Browser, Page } from '@playwright/test';
import { pdfText } from '../../apps/server/test/helpers/pdf-text';
import { expect, ownerTest as test } from './fixtures';
import { headers, snapBoth } from './portal-support';
import {
  BRAND,
  BRAND_RGB,
  clientSite,
  closeServer,
  credentialedFetch,
  downloaded,
  EVE,
  frameHeights,
  hostPage,
  JONAS,
  MAYA,
  NOAH,
  PRIYA,
  pngSize,
  recordingProxy,
  SAM,
  type Story,
  seedTestimonials,
  widgetLook,
  ZOE,
} from './publishing-support';

/**
 * Issue 21 in the browser: the owner configures a widget and pastes its snippets into a client's
 * site on another origin (script into a shadow root, and the iframe that fits its content), turns
 * the wall of love on and off (read without JavaScript), downloads a PNG and a PDF, and hides and
 * pins testimonials, which the site then shows. Testimonials are written through the portal API.
 */

test.describe.configure({ timeout: 180_000 });

const names = (stories: Story[]) => stories.map((s) => s.clientName);

/** Alert, confirm and prompt dialogs and uncaught errors of a page: testimonial text must run nothing. */
function watch(page: Page, into: string[]) {
  page.on('dialog', (dialog) => {
    into.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => into.push(`error: ${error.message}`));
}

/** A radio drawn as a card (ChoiceGroup): the visible label takes the click. */
async function choose(page: Page, name: string) {
  const radio = page.getByRole('radio', { name, exact: true });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

/** The wall in a new context without JavaScript (and an empty cache): its answer. */
async function wallWithoutScript(browser: Browser, baseURL: string | undefined, wallPath: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const wall = await context.newPage();
  const response = await wall.goto(wallPath);
  return { context, wall, status: response?.status() };
}

test('an owner publishes testimonials: widget, embed on another site, iframe, wall, exports, hide and pin', async ({
  page,
  baseURL,
  browser,
  context,
}) => {
  const origin = baseURL ?? '';
  const problems: string[] = [];
  watch(page, problems);

  const branded = await page.request.patch('/api/workspace', { data: BRAND, headers: headers(baseURL) });
  expect(branded.status()).toBe(200);
  // Approved oldest first: Sam (2★), Maya, Jonas, Zoë, Eve (newest published), then Priya, who did
  // not allow publishing (newest of all: she would lead every list if permission were ignored).
  // Noah allowed it but stays pending.
  const ids = await seedTestimonials(
    page,
    baseURL,
    [SAM, MAYA, JONAS, ZOE, EVE, PRIYA, NOAH],
    [SAM, MAYA, JONAS, ZOE, EVE, PRIYA],
  );
  const idOf = (s: Story) => {
    const id = ids.get(s.clientName);
    if (!id) throw new Error(`no testimonial from ${s.clientName}`);
    return id;
  };

  // --- The configurator: layout, theme, selection and maximum change the live preview, and save.
  await page.goto('/testimonials/widget');
  await expect(page.getByRole('heading', { name: 'No widgets yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Create widget' }).click();
  const dialog = page.getByRole('dialog', { name: 'New widget' });
  await dialog.getByLabel('Widget name').fill('Homepage');
  await dialog.getByRole('button', { name: 'Create widget' }).click();
  await expect(page.getByRole('form', { name: 'Widget settings' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]widget=[0-9a-f-]{36}/);
  const widgetId = new URL(page.url()).searchParams.get('widget') ?? '';

  // The preview renders in a shadow root (locators pierce it): newest approvals first, published only.
  const preview = page.getByTestId('widget-preview');
  await expect(preview.locator('.card .name')).toHaveText(names([EVE, ZOE, JONAS, MAYA, SAM]));
  await expect(page.getByText('Showing 5 of 5 published')).toBeVisible();
  await choose(page, 'Compact list');
  await choose(page, 'Dark');
  await expect(preview.locator('.bw')).toHaveAttribute('data-layout', 'list');
  await expect(preview.locator('.bw')).toHaveAttribute('data-theme', 'dark');
  await choose(page, 'Minimum rating');
  await page.getByLabel('Show testimonials rated').selectOption('3');
  await expect(preview.locator('.card .name')).toHaveText(names([EVE, ZOE, JONAS, MAYA]));
  await page.getByLabel('Maximum testimonials').fill('3');
  await expect(preview.locator('.card .name')).toHaveText(names([EVE, ZOE, JONAS]));
  await expect(page.getByText('Showing 3 of 5 published')).toBeVisible();
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(page.getByText('Widget saved')).toBeVisible();
  await expect(save).toBeDisabled();

  // Saved on the server: a reload shows the same settings.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Compact list', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Dark', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Minimum rating', exact: true })).toBeChecked();
  await expect(page.getByLabel('Show testimonials rated')).toHaveValue('3');
  await expect(page.getByLabel('Maximum testimonials')).toHaveValue('3');
  const embedCode = page.getByRole('region', { name: 'Embed code' }).locator('pre code');
  const scriptSnippet = (await embedCode.first().textContent()) ?? '';
  expect(scriptSnippet).toContain(`src="${origin}/embed/widget.js"`);
  expect(scriptSnippet).toContain(`data-bloom-widget="${widgetId}"`);

  // A second widget (all published, grid, light) for the iframe: its snippet from the same card.
  const created = await page.request.post('/api/widgets', {
    data: {
      name: 'Framed',
      settings: {
        layout: 'grid',
        theme: 'light',
        selection: { mode: 'all' },
        showRating: true,
        showDate: false,
        maxItems: 12,
      },
    },
    headers: headers(baseURL),
  });
  expect(created.status()).toBe(201);
  const framedId = ((await created.json()) as { widget: { id: string } }).widget.id;
  await page.goto(`/testimonials/widget?widget=${framedId}`);
  await expect(page.getByRole('button', { name: 'Framed', exact: true })).toHaveAttribute('aria-current', 'true');
  const iframeSnippet = (await embedCode.nth(1).textContent()) ?? '';
  expect(iframeSnippet).toContain(`<iframe src="${origin}/embed/${framedId}"`);
  expect(iframeSnippet).toContain(`<script src="${origin}/embed/widget.js"`);

  // --- The client's site, on its own origin, with both snippets pasted under hostile CSS. The
  // snippets reach the app through a recording proxy (another localhost origin) to see the cookies.
  const app = await recordingProxy(Number(new URL(origin).port));
  const viaProxy = (snippet: string) => snippet.replaceAll(origin, app.origin);
  const site = await clientSite(() => hostPage([viaProxy(scriptSnippet), viaProxy(iframeSnippet)]));
  const widgetCalls = (id: string) => app.seen.filter((r) => r.path === `/api/public/widgets/${id}`);
  try {
    const host = await context.newPage();
    watch(host, problems);
    await host.goto(site.origin);
    const placeholder = host.locator(`[data-bloom-widget="${widgetId}"]`);
    await expect(placeholder.locator('.card .name')).toHaveText(names([EVE, ZOE, JONAS]));

    const look = await widgetLook(placeholder);
    expect(look).toEqual({
      shadowCards: 3,
      lightCards: 0,
      layout: 'list',
      theme: 'dark',
      // The host page's rule reaches its own heading, and nothing inside the widget.
      hostColor: 'rgb(255, 0, 0)',
      hostSize: '40px',
      quoteColor: 'rgb(241, 245, 249)',
      quoteSize: '14px',
      nameSize: '14px',
      star: BRAND_RGB,
      avatar: BRAND_RGB,
      // Eve's markup is text: the quote and byline read exactly as she typed them.
      quotes: [EVE.content, ZOE.content, JONAS.content],
      roles: [EVE.title, ZOE.company, `${JONAS.title}, ${JONAS.company}`],
      markup: 0,
      pageImages: 0,
    });
    for (const hidden of [PRIYA, NOAH, MAYA, SAM]) await expect(placeholder.getByText(hidden.content)).toHaveCount(0);

    // The widget JSON went without the owner's session cookie, which a request with credentials
    // from this page carries (the control: the same proxy sees it then).
    expect(widgetCalls(widgetId).length).toBeGreaterThan(0);
    for (const call of widgetCalls(widgetId)) expect(call.cookie).toBeUndefined();
    const [session] = await context.cookies(origin);
    expect(session?.name).toBe('better-auth.session_token');
    await credentialedFetch(host, `${app.origin}/api/health?credentialed`);
    expect(app.seen.find((r) => r.path === '/api/health?credentialed')?.cookie).toContain(
      `better-auth.session_token=${session?.value}`,
    );

    // --- The iframe: all published (never Priya's or Noah's), fitted to its content by the script.
    const frameElement = host.locator('iframe');
    await frameElement.scrollIntoViewIfNeeded();
    const frame = host.frameLocator('iframe');
    await expect(frame.locator('.card .name')).toHaveText(names([EVE, ZOE, JONAS, MAYA, SAM]));
    for (const hidden of [PRIYA, NOAH]) await expect(frame.getByText(hidden.content)).toHaveCount(0);
    await expect(frame.locator('.card img, .card script')).toHaveCount(0);
    const heights = () => frameHeights(host, frameElement, framedId);
    await expect
      .poll(async () => {
        const { content, box } = await heights();
        return content > 0 && box === content;
      })
      .toBe(true);
    const fitted = await heights();
    expect(fitted.box, 'no longer the snippet’s 480px').not.toBe(480);
    expect(widgetCalls(framedId).length).toBeGreaterThan(0);
    for (const call of widgetCalls(framedId)) expect(call.cookie).toBeUndefined();
    await host.close();

    // --- The wall of love: public once on, readable without JavaScript, 404 once off again.
    await page.goto(`/testimonials/widget?widget=${widgetId}`);
    const wallSwitch = page.getByRole('switch', { name: 'Public wall of love' });
    await expect(wallSwitch).not.toBeChecked();
    await wallSwitch.click();
    await expect(page.getByText('Wall of love is public')).toBeVisible();
    const wallPath = (await page.getByRole('link', { name: /Open your wall/ }).getAttribute('href')) ?? '';
    expect(wallPath).toMatch(/^\/gallery\/[0-9a-f-]{36}$/);
    const on = await wallWithoutScript(browser, baseURL, wallPath);
    expect(on.status).toBe(200);
    await expect(on.wall.getByRole('heading', { level: 1 })).toHaveText(BRAND.name);
    await expect(on.wall.getByText('5 testimonials', { exact: true })).toBeVisible();
    for (const shown of [EVE, ZOE, JONAS, MAYA, SAM]) {
      await expect(on.wall.getByText(shown.content, { exact: true })).toBeVisible();
    }
    await expect(on.wall.getByText(EVE.clientName, { exact: true })).toBeVisible();
    for (const hidden of [PRIYA, NOAH]) await expect(on.wall.getByText(hidden.content)).toHaveCount(0);
    await expect(on.wall.locator('img')).toHaveCount(0);
    await on.context.close();

    await wallSwitch.click();
    await expect(page.getByText('Wall of love is turned off')).toBeVisible();
    await expect(wallSwitch).not.toBeChecked();
    const off = await wallWithoutScript(browser, baseURL, wallPath);
    expect(off.status).toBe(404);
    await expect(off.wall.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
    await expect(off.wall.getByText(MAYA.content)).toHaveCount(0);
    await off.context.close();

    // --- Exports: a story-sized PNG and a PDF whose quote a reader can extract.
    await page.goto(`/testimonials/export?testimonial=${idOf(MAYA)}`);
    await choose(page, 'Story');
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PNG' }).click(),
    ]);
    expect(png.suggestedFilename()).toMatch(/\.png$/);
    expect(pngSize(await downloaded(png))).toEqual({ width: 1080, height: 1920 });
    await choose(page, 'PDF (A4)');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const pdfBytes = await downloaded(pdf);
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await pdfText(pdfBytes)).split('\n').join(' ');
    expect(text).toContain(MAYA.content);
    expect(text).toContain(MAYA.clientName);

    // --- Hide and pin from the testimonial pages.
    const where = page.getByRole('region', { name: 'Widgets and wall' });
    await page.goto(`/testimonials/${idOf(MAYA)}`);
    await where.getByRole('button', { name: 'Pin to top' }).click();
    await expect(page.getByText('Pinned to the top of your widgets and wall')).toBeVisible();
    await expect(where.getByText('Shown on your widgets and wall, pinned above the others.')).toBeVisible();
    await page.goto(`/testimonials/${idOf(EVE)}`);
    await where.getByRole('button', { name: 'Hide from widget and wall' }).click();
    await expect(page.getByText('Hidden from your widgets and wall')).toBeVisible();
    await expect(where.getByRole('button', { name: 'Show again' })).toBeVisible();

    // A new visitor of the site (the public answers are cached a minute per browser) sees it:
    // Maya pinned first, Eve gone, the next newest (Jonas) back within the three.
    const visitor = await browser.newContext();
    const again = await visitor.newPage();
    watch(again, problems);
    await again.goto(site.origin);
    await expect(again.locator(`[data-bloom-widget="${widgetId}"] .card .name`)).toHaveText(names([MAYA, ZOE, JONAS]));
    await again.locator('iframe').scrollIntoViewIfNeeded();
    await expect(again.frameLocator('iframe').locator('.card .name')).toHaveText(names([MAYA, ZOE, JONAS, SAM]));
    await visitor.close();
  } finally {
    await closeServer(site.server);
    await closeServer(app.server);
  }

  // The configurator's preview agrees with the site.
  await page.goto(`/testimonials/widget?widget=${widgetId}`);
  await expect(preview.locator('.card .name')).toHaveText(names([MAYA, ZOE, JONAS]));
  await expect(page.getByText('Showing 3 of 4 published')).toBeVisible();
  expect(problems).toEqual([]);
  await snapBoth(page, 'publishing-widget');
});
