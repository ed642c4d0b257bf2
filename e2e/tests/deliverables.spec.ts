import type { Page } from '@playwright/test';
import { expect, ownerTest as test } from './fixtures';
import { expectProgressSteps, slowUploadProxy } from './slow-upload-proxy';
import { snapBoth } from './support';

const DESKTOP = { width: 1280, height: 800 };

/** A journey from the web-design template (its milestones have deliverable slots) and a client on it. */
async function clientOnJourney(page: Page, baseURL: string | undefined, phases: string[]) {
  const headers = { origin: baseURL ?? '' };
  const journey = await page.request.post('/api/journeys/quick', {
    data: { name: 'Website build', templateId: 'builtin-web-design', phases },
    headers,
  });
  expect(journey.status()).toBe(201);
  const templateId = ((await journey.json()) as { journey: { id: string } }).journey.id;
  const client = await page.request.post('/api/clients', {
    data: { projectName: 'Harbor Bakery website', clientName: 'Maya Chen', templateId },
    headers,
  });
  expect(client.status()).toBe(201);
  const clientId = ((await client.json()) as { client: { id: string } }).client.id;
  return { clientId, templateId };
}

let closeProxy: (() => Promise<void>) | undefined;
test.afterEach(async () => {
  await closeProxy?.();
  closeProxy = undefined;
});

const milestone = (page: Page, name: string) => page.getByRole('region', { name });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('milestone deliverables: upload with progress and cancel, link, note, validation, delete, download', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { clientId } = await clientOnJourney(page, baseURL, ['onboarding', 'deliverables']);
  // The page goes through a proxy that sends at 1 MB/s, so an upload takes a few seconds.
  const proxy = await slowUploadProxy(Number(new URL(baseURL ?? '').port), 1024 * 1024);
  closeProxy = proxy.close;
  await page.setViewportSize(DESKTOP);
  await page.goto(`${proxy.origin}/clients/${clientId}/deliverables`);

  await expect(page.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Client' })).toHaveAttribute('href', `/clients/${clientId}`);
  // Only milestone stages, numbered among themselves.
  const design = milestone(page, 'Milestone 1: Design Mockups');
  const staging = milestone(page, 'Milestone 2: Staging Site Review');
  await expect(design).toBeVisible();
  await expect(staging).toBeVisible();
  await expect(milestone(page, 'Milestone 3: Launch & Handover')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Milestone 4/ })).toHaveCount(0);
  await expect(design.getByText('0 items')).toBeVisible();
  // The slots say what is expected at each milestone.
  await expect(design.getByText('Homepage mockup')).toBeVisible();
  await expect(design.getByText('Required')).toHaveCount(1);
  await snapBoth(page, 'deliverables-empty');

  const form = page.getByRole('form', { name: 'Add a deliverable' });
  const fileInput = form.locator('input[type="file"]');
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/deliverables/uploads')) uploads.push(r.url());
  });

  // Nothing chosen: the form's own messages, nothing sent.
  await form.getByRole('button', { name: 'Upload File' }).click();
  await expect(form.getByText('Select a milestone', { exact: true }).last()).toBeVisible();
  await expect(form.getByText('Choose a file to upload')).toBeVisible();
  await expect(form.getByLabel('Milestone', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // A file over the limit is refused before it is sent.
  await form.getByLabel('Milestone', { exact: true }).selectOption({ label: 'Milestone 1: Design Mockups' });
  await expect(form.getByLabel('Milestone', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await fileInput.setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(25 * 1024 * 1024 + 1, 1),
  });
  await form.getByRole('button', { name: 'Upload File' }).click();
  await expect(form.getByText('File is too large. Maximum size is 25 MB.')).toBeVisible();
  expect(uploads).toHaveLength(0);

  // A slow connection: the upload climbs in real percents and can be cancelled.
  const content = `Homepage mockup notes\n${'layout '.repeat(1_200_000)}`;
  await fileInput.setInputFiles({ name: 'homepage-mockup.txt', mimeType: 'text/plain', buffer: Buffer.from(content) });
  await expect(form.getByLabel('Title (optional)')).toHaveAttribute('placeholder', 'homepage-mockup.txt');
  await form.getByLabel('Fills slot').selectOption({ label: 'Homepage mockup (required)' });
  await form.getByRole('button', { name: 'Upload File' }).click();
  const bar = form.getByRole('progressbar', { name: 'Uploading homepage-mockup.txt' });
  await expect(bar).toBeVisible();
  await expect(form.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await form.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(form.getByText('Upload cancelled.')).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Upload File' })).toBeEnabled();
  await expect(design.getByText('0 items')).toBeVisible();

  // The same upload again: the percents seen on the way, then the item.
  await form.getByRole('button', { name: 'Upload File' }).click();
  await expect(bar).toBeVisible();
  await expectProgressSteps(bar);
  await page.evaluate('window.scrollTo(0, 0)');
  await snapBoth(page, 'deliverables-uploading');
  await expect(toast(page, 'Deliverable uploaded successfully!')).toBeVisible({ timeout: 40_000 });
  await expect(design.getByText('1 item', { exact: true })).toBeVisible();
  await expect(design.getByText('homepage-mockup.txt', { exact: true }).first()).toBeVisible();
  await expect(
    design.getByRole('listitem').filter({ hasText: 'homepage-mockup.txt' }).getByText('Homepage mockup'),
  ).toBeVisible();
  expect(uploads).toHaveLength(2);

  // The download link serves the file to the signed-in owner.
  const download = design.getByRole('link', { name: 'Download homepage-mockup.txt' });
  const href = await download.getAttribute('href');
  expect(href).toMatch(/^\/api\/clients\/[^/]+\/attachments\/[^/]+$/);
  const served = await page.request.get(href ?? '');
  expect(served.status()).toBe(200);
  expect(await served.text()).toBe(content);

  // A link: required, then a real http(s) URL.
  // A slot's Add picks its milestone and the slot in the form.
  await staging.getByRole('button', { name: 'Add Staging site' }).click();
  await expect(form.getByLabel('Milestone', { exact: true }).locator('option:checked')).toHaveText(
    'Milestone 2: Staging Site Review',
  );
  await expect(form.getByLabel('Fills slot').locator('option:checked')).toHaveText('Staging site (required)');
  await form.getByRole('radio', { name: 'Link' }).check();
  await form.getByRole('button', { name: 'Add Link' }).click();
  await expect(form.getByText('Enter a link URL')).toBeVisible();
  await form.getByLabel('URL').fill('staging.example');
  await expect(form.getByText('Enter a link URL')).toHaveCount(0);
  await form.getByRole('button', { name: 'Add Link' }).click();
  await expect(form.getByText('Enter a valid URL (https://example.com)')).toBeVisible();
  await form.getByLabel('URL').fill('https://staging.harborbakery.example/preview');
  await form.getByLabel('Link label (optional)').fill('Staging preview');
  await expect(form.getByLabel('Title (optional)')).toHaveAttribute('placeholder', 'Staging preview');
  await form.getByRole('button', { name: 'Add Link' }).click();
  await expect(toast(page, 'Link added successfully!')).toBeVisible();
  await expect(staging.getByText('1 item', { exact: true })).toBeVisible();
  await expect(staging.getByText('Staging preview', { exact: true })).toBeVisible();
  // The label became the title, so the link shows its address.
  const link = staging.getByRole('link', { name: 'https://staging.harborbakery.example/preview' });
  await expect(link).toHaveAttribute('href', 'https://staging.harborbakery.example/preview');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(staging.getByRole('img', { name: 'Delivered', exact: true })).toHaveCount(1);

  // A note: text required; the default title.
  await form.getByRole('radio', { name: 'Note' }).check();
  await expect(form.getByLabel('Title (optional)')).toHaveAttribute('placeholder', 'Milestone Note');
  await form.getByLabel('Milestone', { exact: true }).selectOption({ label: 'Milestone 1: Design Mockups' });
  await form.getByRole('textbox', { name: 'Note' }).fill('   ');
  await form.getByRole('button', { name: 'Save Note' }).click();
  await expect(form.getByText('Enter the note you want to share')).toBeVisible();
  await form.getByRole('textbox', { name: 'Note' }).fill('Two directions for the hero.\nPick the one you like best.');
  await form.getByRole('button', { name: 'Save Note' }).click();
  await expect(toast(page, 'Note saved successfully!')).toBeVisible();
  await expect(design.getByText('2 items')).toBeVisible();
  await expect(design.getByText('Milestone Note', { exact: true })).toBeVisible();
  await expect(design.getByText('Pick the one you like best.')).toBeVisible();
  await page.evaluate('window.scrollTo(0, 0)');
  await snapBoth(page, 'deliverables-filled');

  // It survives a reload (the server has it), and one can be deleted after a confirm.
  await page.reload();
  await expect(design.getByText('2 items')).toBeVisible();
  await design.getByRole('button', { name: 'Delete Milestone Note' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete deliverable' });
  await expect(dialog).toContainText('Are you sure you want to delete "Milestone Note"?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Deliverable removed')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(design.getByText('1 item', { exact: true })).toBeVisible();
  await expect(design.getByText('Milestone Note', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(design.getByText('1 item', { exact: true })).toBeVisible();
});

test('a journey without milestone stages offers to edit its stages; an unknown client is not found', async ({
  page,
  baseURL,
}) => {
  const { clientId, templateId } = await clientOnJourney(page, baseURL, ['onboarding']);
  await page.setViewportSize(DESKTOP);
  await page.goto(`/clients/${clientId}/deliverables`);
  await expect(
    page.getByText(
      'This journey has no milestone stages yet. Add a milestone stage to share deliverables with your client.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit journey stages' })).toHaveAttribute(
    'href',
    `/journeys/${templateId}/stages`,
  );
  await expect(page.getByRole('form', { name: 'Add a deliverable' })).toHaveCount(0);
  await snapBoth(page, 'deliverables-no-milestones');

  // With its journey deleted the client has none: the way is the journeys list.
  const removed = await page.request.delete(`/api/journeys/${templateId}`, { headers: { origin: baseURL ?? '' } });
  expect(removed.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Edit journey stages' })).toHaveAttribute('href', '/journeys');

  await page.goto('/clients/00000000-0000-4000-8000-000000000000/deliverables');
  await expect(page.getByText('Client not found')).toBeVisible();
  await expect(page.getByText('This client may have been deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Clients' }).first()).toHaveAttribute('href', '/clients');
  await snapBoth(page, 'deliverables-not-found');
});

test('load, save and upload failures show the spec toasts, and the page retries', async ({ page, baseURL }) => {
  const { clientId } = await clientOnJourney(page, baseURL, ['deliverables']);
  await page.setViewportSize(DESKTOP);
  const list = `**/api/clients/${clientId}/deliverables`;
  const failure = { status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } };
  await page.route(list, (route) => route.fulfill(failure));
  await page.goto(`/clients/${clientId}/deliverables`);
  await expect(toast(page, 'Failed to load client deliverables.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Failed to load client deliverables.' })).toBeVisible();
  await snapBoth(page, 'deliverables-load-error');

  // The list loads again; writes fail on the server side.
  await page.unroute(list);
  await page.route(list, (route) => (route.request().method() === 'POST' ? route.fulfill(failure) : route.fallback()));
  await page.route(`${list}/uploads`, (route) => route.fulfill(failure));
  await page.getByRole('button', { name: 'Try again' }).click();
  const form = page.getByRole('form', { name: 'Add a deliverable' });
  await expect(form).toBeVisible();
  await form.getByLabel('Milestone', { exact: true }).selectOption({ label: 'Milestone 1: Design Mockups' });

  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'brief.txt', mimeType: 'text/plain', buffer: Buffer.from('Brief') });
  await form.getByRole('button', { name: 'Upload File' }).click();
  await expect(toast(page, 'Failed to upload file')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Upload File' })).toBeEnabled();

  await form.getByRole('radio', { name: 'Note' }).check();
  await form.getByRole('textbox', { name: 'Note' }).fill('Kick-off notes');
  await form.getByRole('button', { name: 'Save Note' }).click();
  await expect(toast(page, 'Failed to save deliverable')).toBeVisible();
  // Nothing was lost: the note is still there to try again.
  await expect(form.getByRole('textbox', { name: 'Note' })).toHaveValue('Kick-off notes');
  await expect(milestone(page, 'Milestone 1: Design Mockups').getByText('0 items')).toBeVisible();
});
