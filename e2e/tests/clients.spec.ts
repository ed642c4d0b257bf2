import type { Page } from '@playwright/test';
import { expect, ownerTest as test } from './fixtures';
import { snap, snapBoth as snapBothAtTop } from './support';

const DESKTOP = { width: 1280, height: 800 };

interface JourneySummary {
  id: string;
  name: string;
  origin: string;
  isDefault: boolean;
}

const headers = (baseURL: string | undefined) => ({ origin: baseURL ?? '' });

async function builtins(page: Page): Promise<JourneySummary[]> {
  const res = await page.request.get('/api/journeys');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { journeys: JourneySummary[] }).journeys.filter((j) => j.isDefault);
}

/** A workspace journey copied from the first built-in, through Quick Setup's endpoint. */
async function quickJourney(page: Page, baseURL: string | undefined, name: string, templateIndex = 0) {
  const template = (await builtins(page))[templateIndex];
  const res = await page.request.post('/api/journeys/quick', {
    data: { name, templateId: template?.id, phases: ['onboarding', 'deliverables', 'feedback'] },
    headers: headers(baseURL),
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { journey: { id: string; name: string } }).journey;
}

async function createClient(
  page: Page,
  baseURL: string | undefined,
  data: { projectName: string; clientName: string; clientEmail?: string; templateId: string },
) {
  const res = await page.request.post('/api/clients', { data, headers: headers(baseURL) });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { client: { id: string } }).client.id;
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Full-page shots from the top, so the sticky header is not painted mid-page. */
async function snapBoth(page: Page, name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await snapBothAtTop(page, name);
}

// Long flows on a shared machine: more room than the default minute.
test.describe.configure({ timeout: 150_000 });
// Every test starts on a desktop-sized page.
test.use({ viewport: DESKTOP });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('add a client from a journey, share the link, password, new link and edit details', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const journey = await quickJourney(page, baseURL, 'Brand Studio Onboarding');
  const second = await quickJourney(page, baseURL, 'Second Journey', 1);
  /** The first words of a journey's welcome message, as the editor shows them. */
  const welcomeOf = async (id: string) => {
    const body = (await (await page.request.get(`/api/journeys/${id}`)).json()) as { journey: { introText: string } };
    return body.journey.introText
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
  };

  // From the journey page's 'Use for Client': that journey is preselected.
  await page.goto(`/journeys/${journey.id}`);
  await page.getByRole('link', { name: 'Use for Client' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/new\\?journey=${journey.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Add Client' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Journey' })).toHaveValue(journey.id);

  // Every validation message, each cleared by editing its field.
  await page.getByLabel('Client Email').fill('not-an-email');
  await page.getByLabel('Portal Password').fill('123');
  await page.getByRole('button', { name: 'Create Client' }).click();
  await expect(page.getByText('Project name is required')).toBeVisible();
  await expect(page.getByText('Client name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByLabel('Project Name')).toBeFocused();
  await snapBoth(page, 'client-new-errors');
  await page.getByLabel('Project Name').fill('Website Redesign');
  await expect(page.getByText('Project name is required')).toHaveCount(0);
  await page.getByLabel('Client Name').fill('Jordan Lee');
  await page.getByLabel('Client Email').fill('jordan@example.com');
  await page.getByLabel('Portal Password').fill('');
  await expect(page.getByText('Client name is required')).toHaveCount(0);
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  await expect(page.getByText('Password must be at least 6 characters')).toHaveCount(0);

  // The welcome message starts from the journey's and becomes the client's own once edited.
  await page.getByLabel('Customise welcome message').check();
  const welcome = page.getByRole('textbox', { name: 'Welcome message' });
  await expect(welcome).toBeVisible();
  // Until edited, it follows the selected journey's.
  const journeySelect = page.getByRole('combobox', { name: 'Journey' });
  await expect(welcome).toContainText(await welcomeOf(journey.id));
  await journeySelect.selectOption(second.id);
  await expect(welcome).toContainText(await welcomeOf(second.id));
  await journeySelect.selectOption(journey.id);
  await expect(welcome).toContainText(await welcomeOf(journey.id));
  await welcome.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Hello Jordan, welcome to your portal.');
  await snapBoth(page, 'client-new');

  await page.getByRole('button', { name: 'Create Client' }).click();
  await expect(toast(page, 'Client created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}$/);
  const clientId = page.url().split('/').pop() ?? '';

  // The details page.
  await expect(page.getByRole('heading', { level: 1, name: 'Jordan Lee' })).toBeVisible();
  await expect(page.getByText('Website Redesign').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'jordan@example.com' })).toBeVisible();
  const progress = page.getByRole('region', { name: 'Journey Progress' });
  await expect(progress.getByText('Brand Studio Onboarding')).toBeVisible();
  await expect(progress.getByText(/^Step 0 of \d+ completed$/)).toBeVisible();
  await expect(progress.getByText('In Progress')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Welcome Message' })).toContainText(
    'Hello Jordan, welcome to your portal.',
  );
  await expect(page.getByRole('link', { name: /Submissions\s*0/ })).toHaveAttribute(
    'href',
    `/clients/${clientId}/submissions`,
  );
  await expect(page.getByRole('link', { name: /Milestone deliverables\s*\d+/ })).toHaveAttribute(
    'href',
    `/clients/${clientId}/deliverables`,
  );

  // Copy and Open the read-only portal URL.
  const portal = page.getByRole('region', { name: 'Portal Link' });
  const url = portal.getByLabel('Portal link');
  await expect(url).toHaveValue(new RegExp(`^${baseURL}/c/[A-Za-z0-9_-]{43}$`));
  await expect(url).toHaveAttribute('readonly', '');
  const firstLink = await url.inputValue();
  await portal.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(toast(page, 'Client portal link copied to clipboard')).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(firstLink);
  await expect(portal.getByRole('link', { name: /Open/ })).toHaveAttribute('target', '_blank');
  await expect(portal.getByRole('link', { name: /Open/ })).toHaveAttribute('href', firstLink);

  // Set, change and remove the portal password.
  await portal.getByRole('button', { name: 'Set Password' }).click();
  let dialog = page.getByRole('dialog', { name: 'Set portal password' });
  await dialog.getByLabel('New password').fill('12345');
  await dialog.getByRole('button', { name: 'Save Password' }).click();
  await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();
  await dialog.getByLabel('New password').fill('sunflower');
  await dialog.getByRole('button', { name: 'Save Password' }).click();
  await expect(toast(page, 'Portal password saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(portal.getByText('Password protected')).toBeVisible();
  await portal.getByRole('button', { name: 'Change Password' }).click();
  dialog = page.getByRole('dialog', { name: 'Change portal password' });
  await expect(dialog).toBeVisible();
  // The password just saved is not filled in again.
  await expect(dialog.getByLabel('New password')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await portal.getByRole('button', { name: 'Remove Password' }).click();
  let confirm = page.getByRole('alertdialog', { name: 'Remove the portal password?' });
  await expect(confirm).toContainText(
    'Remove the portal password? Anyone with the link will be able to open the portal.',
  );
  await confirm.getByRole('button', { name: 'Remove Password' }).click();
  await expect(toast(page, 'Portal password removed')).toBeVisible();
  await expect(portal.getByText('No password')).toBeVisible();

  // A new link replaces the old one.
  await portal.getByRole('button', { name: 'Regenerate Link' }).click();
  confirm = page.getByRole('alertdialog', { name: 'Create a new portal link?' });
  await expect(confirm).toContainText('Create a new portal link? The current link will stop working immediately.');
  await confirm.getByRole('button', { name: 'Create New Link' }).click();
  await expect(toast(page, 'New portal link created. The old link no longer works.')).toBeVisible();
  await expect(url).not.toHaveValue(firstLink);
  await expect(url).toHaveValue(new RegExp(`^${baseURL}/c/[A-Za-z0-9_-]{43}$`));
  await snapBoth(page, 'client-detail');

  // Edit details: names, email and journey (with the restart warning).
  await page.getByRole('button', { name: 'Edit Details' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Details' });
  await expect(dialog.getByLabel('Project Name')).toBeFocused();
  await dialog.getByLabel('Client Name').fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Client name is required')).toBeVisible();
  await dialog.getByLabel('Client Name').fill('Jordan Leigh');
  await dialog.getByLabel('Client Email').fill('leigh@example.com');
  await expect(dialog.getByText(/Changing the journey starts this client/)).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Journey' }).selectOption({ label: 'Second Journey' });
  await expect(
    dialog.getByText(
      'Changing the journey starts this client at its first step. Answers already given stay attached to the stages they answered.',
    ),
  ).toBeVisible();
  await snap(page, 'client-edit-dialog-desktop');
  await dialog.getByLabel('Customise welcome message').uncheck();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Client updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Jordan Leigh' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'leigh@example.com' })).toBeVisible();
  await expect(progress.getByText('Second Journey')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Welcome Message' })).not.toContainText('Hello Jordan');

  // Archive and restore from the details page.
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(toast(page, 'Client archived')).toBeVisible();
  await expect(page.locator('[data-status="archived"]')).toBeVisible();
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(toast(page, 'Client restored')).toBeVisible();
  await expect(page.locator('[data-status="active"]')).toBeVisible();

  // Delete from the details page goes back to the list.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  confirm = page.getByRole('alertdialog', { name: 'Delete client?' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Jordan Leigh"? This will remove all their submissions and data. This cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Client deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByText('No clients yet')).toBeVisible();

  // A deleted (or unknown) client.
  await page.goto(`/clients/${clientId}`);
  await expect(page.getByRole('heading', { name: 'Client not found' })).toBeVisible();
  await expect(page.getByText('This client may have been deleted.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Clients' }).first().click();
  await expect(page).toHaveURL(/\/clients$/);
});

test('the list: empty states, search, archive and restore with counts, copy and delete', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  await page.goto('/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByText('No clients yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show Archived (0)' })).toBeVisible();
  await snapBoth(page, 'clients-empty');
  await page.getByRole('link', { name: 'Add Your First Client' }).click();
  await expect(page).toHaveURL(/\/clients\/new$/);

  // 'Need a new journey?' opens Quick Setup and selects what it creates.
  await expect(page.getByRole('combobox', { name: 'Journey' })).toHaveValue('');
  await page.getByRole('button', { name: 'Need a new journey?' }).click();
  const quick = page.getByRole('dialog', { name: 'Create your first client journey' });
  await quick.getByLabel('Journey Name').fill('Coaching Intake');
  await quick.getByRole('radio').first().check();
  await quick.getByRole('button', { name: 'Use Template' }).click();
  await expect(toast(page, 'Journey created from template!')).toBeVisible();
  await expect(quick).toBeHidden();
  await expect(page).toHaveURL(/\/clients\/new$/);
  const select = page.getByRole('combobox', { name: 'Journey' });
  await expect(select.locator('option:checked')).toHaveText('Coaching Intake');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/clients$/);

  const res = await page.request.get('/api/journeys');
  const own = ((await res.json()) as { journeys: JourneySummary[] }).journeys.find((j) => j.name === 'Coaching Intake');
  const templateId = own?.id ?? '';
  await createClient(page, baseURL, { projectName: 'Logo Refresh', clientName: 'Ana Silva', templateId });
  await createClient(page, baseURL, {
    projectName: 'Annual Report',
    clientName: 'Marcus Webb',
    clientEmail: 'marcus@northwind.test',
    templateId,
  });
  await createClient(page, baseURL, { projectName: 'Podcast Launch', clientName: 'Priya Natarajan', templateId });

  await page.reload();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  // Newest first.
  await expect(cards.first()).toContainText('Priya Natarajan');
  const marcus = cards.filter({ hasText: 'Marcus Webb' });
  await expect(marcus).toContainText('Annual Report');
  await expect(marcus).toContainText('marcus@northwind.test');
  await expect(marcus).toContainText('Coaching Intake');
  await expect(marcus).toContainText(/Step 0 of \d+/);
  await expect(marcus).toContainText('0 submissions');
  await expect(marcus.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await snapBoth(page, 'clients-list');

  // Search by email, project name and client name, on the server.
  const search = page.getByLabel('Search clients');
  await search.fill('northwind');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Marcus Webb');
  await search.fill('podcast');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Priya Natarajan');
  await search.fill('nobody-here');
  await expect(page.getByText('No clients found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search text' }).click();
  await expect(cards).toHaveCount(3);

  // Copy Link on a card.
  await marcus.getByRole('button', { name: 'Copy Link' }).click();
  await expect(toast(page, 'Client portal link copied to clipboard')).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toMatch(
    new RegExp(`^${baseURL}/c/[A-Za-z0-9_-]{43}$`),
  );

  // Archive: the card leaves the list and the toggle counts it.
  await marcus.getByRole('button', { name: 'Archive' }).click();
  await expect(toast(page, 'Client archived')).toBeVisible();
  await expect(cards).toHaveCount(2);
  await page.getByRole('button', { name: 'Show Archived (1)' }).click();
  await expect(page.getByRole('heading', { name: 'Archived clients' })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.first().locator('[data-status="archived"]')).toBeVisible();
  await cards.first().getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page, 'Client restored')).toBeVisible();
  await expect(page.getByText('No archived clients')).toBeVisible();
  await page.getByRole('button', { name: 'Hide Archived' }).first().click();
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Show Archived (0)' })).toBeVisible();

  // Delete with the confirm dialog; Cancel keeps the client.
  const ana = cards.filter({ hasText: 'Ana Silva' });
  await ana.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete client?' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Ana Silva"? This will remove all their submissions and data. This cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(cards).toHaveCount(3);
  await ana.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Client deleted successfully')).toBeVisible();
  await expect(cards).toHaveCount(2);

  // View Details opens the client; the phone layout has no sideways scroll.
  await cards.first().getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Natarajan' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);
  await page.goto('/clients');
  await expect(cards).toHaveCount(2);
  await expectNoHorizontalOverflow(page);
  await page.goto('/clients/new');
  await expect(page.getByLabel('Project Name')).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('pages of 24 with Load more, newest first', async ({ page, baseURL }) => {
  const [template] = await builtins(page);
  for (let i = 1; i <= 26; i++) {
    await createClient(page, baseURL, {
      projectName: `Project ${i}`,
      clientName: `Client ${String(i).padStart(2, '0')}`,
      templateId: template?.id ?? '',
    });
  }
  await page.goto('/clients');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(24);
  await expect(cards.first()).toContainText('Client 26');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(26);
  await expect(cards.last()).toContainText('Client 01');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});
