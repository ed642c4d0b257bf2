import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, ownerTest as test } from './fixtures';
import { snapBoth } from './support';

interface Written {
  clientName: string;
  projectName: string;
  content: string;
  stageName: string;
}

/** Creates a client through the API and writes their testimonial through the portal API, as the client would. */
async function writeTestimonial(
  page: Page,
  origin: string,
  input: { projectName: string; clientName: string; content: string; title?: string; company?: string; share: boolean },
): Promise<Written> {
  const headers = { origin };
  const client = await page.request.post('/api/clients', {
    data: {
      projectName: input.projectName,
      clientName: input.clientName,
      clientEmail: `${input.clientName.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      templateId: 'builtin-web-design',
    },
    headers,
  });
  expect(client.status()).toBe(201);
  const { shareToken } = ((await client.json()) as { client: { shareToken: string } }).client;
  const portal = await page.request.get(`/api/portal/${shareToken}`);
  const { stages } = (await portal.json()) as { stages: { id: string; stepType: string; name: string }[] };
  const stage = stages.find((s) => s.stepType === 'testimonial');
  const submit = await page.request.post(`/api/portal/${shareToken}/stages/${stage?.id}/submit`, {
    data: {
      answers: {
        rating: 5,
        testimonial: input.content,
        client_title: input.title ?? '',
        client_company: input.company ?? '',
        share_permission: input.share,
      },
    },
    headers,
  });
  expect(submit.status()).toBe(200);
  return {
    clientName: input.clientName,
    projectName: input.projectName,
    content: input.content,
    stageName: stage?.name ?? '',
  };
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Sees the toast, then closes it so the next identical toast is a new one. */
async function seeToast(page: Page, text: string) {
  await expect(toast(page, text)).toBeVisible();
  await toast(page, text).getByRole('button', { name: /close/i }).click();
  await expect(toast(page, text)).toHaveCount(0);
}

/** The three counters at the top of /testimonials. */
async function expectCounts(page: Page, pending: number, approved: number, rejected: number) {
  const counts = page.getByLabel('Testimonial counts');
  await expect(counts.locator('div', { hasText: 'Pending' }).locator('dd')).toHaveText(String(pending));
  await expect(counts.locator('div', { hasText: 'Approved' }).locator('dd')).toHaveText(String(approved));
  await expect(counts.locator('div', { hasText: 'Rejected' }).locator('dd')).toHaveText(String(rejected));
}

/** A viewport-sized shot (an open menu) under e2e/screenshots/. */
const shot = (name: string) => fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));

/** Full-page shots from the top, so the sticky header sits where it belongs. */
async function snapFromTop(page: Page, name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await snapBoth(page, name);
}

const section = (page: Page, name: 'Pending' | 'Approved' | 'Rejected') => page.getByRole('region', { name });
const card = (scope: Page | Locator, clientName: string) =>
  scope.getByRole('article', { name: `Testimonial from ${clientName}` });

/** /testimonials: the owner approves and rejects what clients wrote in their portal, and copies it. */
test('an owner moderates testimonials and reads one in full', async ({ page, baseURL, context }) => {
  const origin = baseURL ?? '';
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await page.goto('/testimonials');
  await expect(page.getByRole('heading', { name: 'No testimonials yet' })).toBeVisible();

  const maya = await writeTestimonial(page, origin, {
    projectName: 'Harbor Bakery website',
    clientName: 'Maya Chen',
    content:
      'Working together was calm and clear from the first call to launch day. Our bakery finally has a site we are proud of.',
    title: 'Owner',
    company: 'Harbor Bakery',
    share: true,
  });
  const jonas = await writeTestimonial(page, origin, {
    projectName: 'Northwind Law rebrand',
    clientName: 'Jonas Berg',
    content: 'Every question got a straight answer within a day. The new site brings us two enquiries a week.',
    title: 'Partner',
    company: 'Northwind Law',
    share: true,
  });
  const priya = await writeTestimonial(page, origin, {
    projectName: 'Studio Nair portfolio',
    clientName: 'Priya Nair',
    content: 'Lovely to work with, though I would rather keep my words between us for now.',
    share: false,
  });

  await page.reload();
  await expectCounts(page, 3, 0, 0);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Testimonials (3 pending)' })).toBeVisible();
  const pending = section(page, 'Pending');
  for (const w of [maya, jonas, priya]) await expect(card(pending, w.clientName)).toBeVisible();
  await expect(section(page, 'Approved').getByText('No approved testimonials yet')).toBeVisible();
  await expect(section(page, 'Rejected').getByText('No rejected testimonials')).toBeVisible();

  const mayaCard = card(page, maya.clientName);
  await expect(mayaCard.getByText(maya.content)).toBeVisible();
  await expect(mayaCard.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(mayaCard.getByText('Owner, Harbor Bakery')).toBeVisible();
  await expect(mayaCard.getByText('May be shared publicly')).toBeVisible();
  await expect(mayaCard.getByRole('link', { name: maya.projectName })).toHaveAttribute('href', /^\/clients\/[\w-]+$/);
  await expect(card(page, priya.clientName).getByText('Not for publishing')).toBeVisible();
  await snapFromTop(page, 'testimonials-list');

  // pending → approved
  await mayaCard.getByRole('button', { name: 'Approve' }).click();
  await seeToast(page, 'Testimonial approved');
  await expectCounts(page, 2, 1, 0);
  await expect(card(section(page, 'Approved'), maya.clientName)).toBeVisible();
  await expect(card(section(page, 'Approved'), maya.clientName).getByRole('button', { name: 'Approve' })).toHaveCount(
    0,
  );
  await expect(nav.getByRole('button', { name: 'Testimonials (2 pending)' })).toBeVisible();

  // pending → rejected
  await card(page, jonas.clientName).getByRole('button', { name: 'Reject' }).click();
  await seeToast(page, 'Testimonial rejected');
  await expectCounts(page, 1, 1, 1);
  await expect(card(section(page, 'Rejected'), jonas.clientName)).toBeVisible();

  // approved → rejected, then rejected → approved
  await card(page, maya.clientName).getByRole('button', { name: 'Reject' }).click();
  await seeToast(page, 'Testimonial rejected');
  await expectCounts(page, 1, 0, 2);
  await expect(card(section(page, 'Rejected'), maya.clientName)).toBeVisible();
  await expect(section(page, 'Approved').getByText('No approved testimonials yet')).toBeVisible();
  await card(page, jonas.clientName).getByRole('button', { name: 'Approve' }).click();
  await seeToast(page, 'Testimonial approved');
  await expectCounts(page, 1, 1, 1);
  await expect(card(section(page, 'Approved'), jonas.clientName)).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Testimonials (1 pending)' })).toBeVisible();

  // Copy puts the quote and the name on the clipboard.
  await card(page, jonas.clientName).getByRole('button', { name: 'Copy' }).click();
  await seeToast(page, 'Testimonial copied to clipboard');
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(
    `"${jonas.content}" — ${jonas.clientName}`,
  );
  await expect(card(section(page, 'Pending'), priya.clientName).getByText('Not for publishing')).toBeVisible();
  await snapFromTop(page, 'testimonials-moderation');

  // The badge inside the menus: the desktop dropdown, and the phone's sheet behind a dotted menu button.
  await nav.getByRole('button', { name: 'Testimonials (1 pending)' }).click();
  await expect(page.getByRole('menuitem', { name: 'All Testimonials (1 pending)' })).toBeVisible();
  await page.screenshot({ path: shot('testimonials-menu-desktop') });
  await page.keyboard.press('Escape');
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu (1 pending testimonials)' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'All Testimonials (1 pending)' })).toBeVisible();
  // Let the sheet finish sliding in.
  await page.evaluate('Promise.all(document.getAnimations().map((a) => a.finished))');
  await page.screenshot({ path: shot('testimonials-menu-phone') });
  await page.getByRole('button', { name: 'Close menu' }).click();
  if (size) await page.setViewportSize(size);

  // The whole testimonial: consent and history, oldest first.
  await card(page, maya.clientName)
    .getByRole('link', { name: /^Details/ })
    .click();
  await expect(page).toHaveURL(/\/testimonials\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonial from Maya Chen' })).toBeVisible();
  await expect(page.getByText(maya.content)).toBeVisible();
  await expect(page.getByRole('link', { name: 'maya.chen@example.com' })).toBeVisible();
  await expect(page.getByRole('link', { name: maya.projectName })).toBeVisible();
  await expect(page.getByText(maya.stageName, { exact: true })).toBeVisible();
  const consent = page.getByRole('region', { name: 'Publishing consent' });
  await expect(consent).toContainText('May be shared publicly');
  await expect(consent).toContainText(/The client gave permission to publish it on \w{3} \d{1,2}, \d{4}/);
  const history = page.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText('Written by Maya Chen');
  await expect(history.nth(0)).toContainText('Gave permission to publish');
  await expect(history.nth(1)).toContainText('Approved');
  await expect(history.nth(2)).toContainText('Rejected');

  // rejected → approved from the details page
  await page.getByRole('button', { name: 'Approve' }).click();
  await seeToast(page, 'Testimonial approved');
  await expect(page.getByRole('main').getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(history).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await snapFromTop(page, 'testimonial-detail');

  // Without permission the details say so.
  await page.getByRole('link', { name: 'Back to Testimonials' }).click();
  await card(page, priya.clientName)
    .getByRole('link', { name: /^Details/ })
    .click();
  const privateConsent = page.getByRole('region', { name: 'Publishing consent' });
  await expect(privateConsent).toContainText('Not for publishing');
  await expect(privateConsent).toContainText('The client did not give permission to publish this testimonial.');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Did not give permission to publish');
  await snapFromTop(page, 'testimonial-detail-private');
});

test('an unknown testimonial shows a not-found state with a way back', async ({ page }) => {
  await page.goto('/testimonials/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Testimonial not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Testimonials' }).click();
  await expect(page).toHaveURL(/\/testimonials$/);
});
