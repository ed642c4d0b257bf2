import type { Locator, Page } from '@playwright/test';
import { expect, ownerTest as test } from './fixtures';
import { snap } from './support';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The expanded settings of the stage whose header reads 'Stage {n}: {name}'. */
const stagePanel = (page: Page, n: number, name: string) => page.getByRole('region', { name: `Stage ${n}: ${name}` });
const field = (stage: Locator, n: number, type: string) => stage.getByRole('group', { name: `Field ${n}: ${type}` });

async function createJourney(page: Page, baseURL: string | undefined, name: string, description: string | null) {
  const res = await page.request.post('/api/journeys', {
    data: { name, description },
    headers: { origin: baseURL ?? '' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { journey: { id: string } }).journey.id;
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
}

test('quick setup from a template, then every field type, reorder, save and reload', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/journeys');
  await expect(page.getByRole('heading', { name: 'Client Journeys' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await snap(page, 'journeys-list-desktop');

  // Quick setup validates on the client first.
  await page.getByRole('button', { name: 'Create Journey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your first client journey' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Use Template' }).click();
  await expect(dialog.getByText('Journey name is required')).toBeVisible();
  await expect(dialog.getByText('Please select a template')).toBeVisible();

  await dialog.getByLabel('Journey Name').fill('Website Projects');
  await dialog.getByRole('radio', { name: /Web Design & Development/ }).check();
  // Each phase shows the template's stage count for it.
  await expect(dialog.getByRole('checkbox', { name: /Feedback\s*1 stage/ })).toBeChecked();
  for (const phase of ['Onboarding', 'Deliverables', 'Feedback']) {
    await dialog.getByRole('checkbox', { name: new RegExp(phase) }).uncheck();
  }
  await dialog.getByRole('button', { name: 'Use Template' }).click();
  await expect(dialog.getByText('Select at least one phase to include in your journey.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /Onboarding/ }).check();
  await dialog.getByRole('checkbox', { name: /Deliverables/ }).check();
  await snap(page, 'journeys-quick-dialog-desktop');
  await dialog.getByRole('button', { name: 'Use Template' }).click();

  await expect(page.getByText('Journey created from template!')).toBeVisible();
  await expect(page).toHaveURL(/\/journeys\/[^/]+$/);
  const journeyUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Website Projects' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Journey Stages' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Client Portal Welcome Message' })).toBeVisible();
  // The feedback phase (the testimonial stage) was left out.
  await expect(page.getByText('Share Your Experience')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Use for Client' })).toHaveAttribute(
    'href',
    `/clients/new?journey=${journeyUrl.split('/').pop()}`,
  );
  await snap(page, 'journey-detail-desktop');

  const stageCount = await page
    .getByRole('list')
    .filter({ has: page.getByText(/\d+ fields?/) })
    .getByRole('listitem')
    .count();
  expect(stageCount).toBeGreaterThan(1);

  // The editor: a spinner, then the first stage open.
  await page.getByRole('link', { name: 'Edit Stages' }).first().click();
  await expect(page).toHaveURL(/\/stages$/);
  await expect(page.getByRole('button', { name: 'Bold' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Stage 1: / })).toHaveAttribute('aria-expanded', 'true');
  // Opening the editor is not an edit: the welcome message from the template loads clean.
  await expect(page.getByText('No unsaved changes')).toBeVisible();
  await snap(page, 'journey-editor-desktop');

  // Welcome message with bold text.
  const intro = page.getByRole('textbox', { name: 'Client Portal Welcome Message' });
  await intro.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Welcome aboard!');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' Here is how we work.');

  // A new stage with every field type.
  const n = stageCount + 1;
  await page.getByRole('button', { name: 'Add Stage' }).click();
  let stage = stagePanel(page, n, `Stage ${n}`);
  await expect(stage).toBeVisible();
  await stage.getByLabel('Stage Name').fill('Logo Files');
  stage = stagePanel(page, n, 'Logo Files');
  await stage.getByLabel('Description', { exact: true }).fill('Logo files, colours and fonts.');
  await expect(stage.getByLabel('Stage Type')).toHaveValue('custom');
  await stage.getByLabel('Phase').selectOption('deliverables');
  // Changing the type pairs the phase; a milestone has no phase choice.
  await stage.getByLabel('Stage Type').selectOption('milestone');
  await expect(stage.getByLabel('Phase')).toHaveCount(0);
  await expect(stage.getByText('Deliverables', { exact: true })).toBeVisible();
  await stage.getByLabel('Stage Type').selectOption('custom');

  const types = [
    'Text',
    'Email',
    'Long text',
    'Multiple choice',
    'Checkboxes',
    'Dropdown',
    'File upload',
    'Color',
    'Star rating',
    'Approval',
  ];
  for (const type of types) await stage.getByRole('button', { name: `Add ${type} field`, exact: true }).click();
  for (const [i, type] of types.entries()) {
    await expect(field(stage, i + 1, type).getByLabel('Field label')).toHaveValue('New Field');
    await expect(field(stage, i + 1, type).getByRole('checkbox', { name: 'Required' })).not.toBeChecked();
  }
  await expect(field(stage, 1, 'Text').getByRole('button', { name: 'Move field up' })).toBeDisabled();

  const text = field(stage, 1, 'Text');
  await text.getByLabel('Field label').fill('Company name');
  await text.getByLabel('Placeholder').fill('e.g. Greenleaf Studio');
  await text.getByRole('checkbox', { name: 'Required' }).check();

  const email = field(stage, 2, 'Email');
  await email.getByLabel('Field label').fill('Billing email');
  await email.getByLabel('Placeholder').fill('you@company.com');

  const radio = field(stage, 4, 'Multiple choice');
  await expect(radio.getByLabel('Options (one per line)')).toHaveValue('Option 1\nOption 2');
  await radio.getByLabel('Field label').fill('Preferred style');
  await radio.getByLabel('Options (one per line)').fill('Minimal\n\nBold\n  \nPlayful');

  await field(stage, 6, 'Dropdown').getByLabel('Options (one per line)').fill('Small\nLarge');

  const rating = field(stage, 9, 'Star rating');
  await expect(rating.getByLabel('Maximum rating')).toHaveValue('5');
  await rating.getByLabel('Maximum rating').fill('7');

  const color = field(stage, 8, 'Color');
  await expect(color.getByLabel('Hex value')).toHaveValue('#14b8a6');
  await color.getByLabel('Hex value').fill('#ff5500');
  await color.getByLabel('Field label').fill('Accent colour');

  // Move the approval field up one place, above the star rating.
  await field(stage, 10, 'Approval').getByRole('button', { name: 'Move field up' }).click();
  await expect(field(stage, 9, 'Approval')).toBeVisible();
  await expect(field(stage, 10, 'Star rating')).toBeVisible();
  await expect(field(stage, 10, 'Star rating').getByRole('button', { name: 'Move field down' })).toBeDisabled();

  // Reorder the stage: it moves up one place and is renumbered.
  await expect(stage.getByRole('button', { name: 'Move Down' })).toBeDisabled();
  await stage.getByRole('button', { name: 'Move Up' }).click();
  await expect(page.getByRole('button', { name: `Stage ${n - 1}: Logo Files` })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^Stage ${n}: `) })).toBeVisible();
  await page.getByLabel('Journey Description').fill('Sites from first call to launch.');
  await expect(page.getByText('You have unsaved changes')).toBeVisible();
  await snap(page, 'journey-editor-stage-desktop');

  // Save Changes is one request, details and stages together, so a failure cannot half-save.
  const writes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' && url.pathname.startsWith('/api/journeys')) {
      writes.push(`${request.method()} ${url.pathname}`);
    }
  });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Journey saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(journeyUrl);
  expect(writes).toEqual([`PUT /api/journeys/${journeyUrl.split('/').pop()}`]);
  await expect(page.getByText('Sites from first call to launch.')).toBeVisible();
  await expect(page.getByText('Welcome aboard!')).toBeVisible();
  await expect(page.locator('strong', { hasText: 'Welcome aboard!' })).toBeVisible();
  await expect(page.getByText('Logo Files', { exact: true })).toBeVisible();

  // Reload the editor: everything as saved.
  await page.goto(`${journeyUrl}/stages`);
  await page.reload();
  await expect(page.getByText('No unsaved changes')).toBeVisible();
  await expect(page.getByLabel('Journey Description')).toHaveValue('Sites from first call to launch.');
  await page.getByRole('button', { name: `Stage ${n - 1}: Logo Files` }).click();
  const saved = stagePanel(page, n - 1, 'Logo Files');
  await expect(saved.getByLabel('Description', { exact: true })).toHaveValue('Logo files, colours and fonts.');
  await expect(saved.getByLabel('Stage Type')).toHaveValue('custom');
  await expect(saved.getByLabel('Phase')).toHaveValue('deliverables');
  await expect(field(saved, 1, 'Text').getByLabel('Field label')).toHaveValue('Company name');
  await expect(field(saved, 1, 'Text').getByLabel('Placeholder')).toHaveValue('e.g. Greenleaf Studio');
  await expect(field(saved, 1, 'Text').getByRole('checkbox', { name: 'Required' })).toBeChecked();
  await expect(field(saved, 2, 'Email').getByLabel('Placeholder')).toHaveValue('you@company.com');
  await expect(field(saved, 2, 'Email').getByRole('checkbox', { name: 'Required' })).not.toBeChecked();
  await expect(field(saved, 4, 'Multiple choice').getByLabel('Options (one per line)')).toHaveValue(
    'Minimal\nBold\nPlayful',
  );
  await expect(field(saved, 5, 'Checkboxes').getByLabel('Options (one per line)')).toHaveValue('Option 1\nOption 2');
  await expect(field(saved, 6, 'Dropdown').getByLabel('Options (one per line)')).toHaveValue('Small\nLarge');
  await expect(field(saved, 8, 'Color').getByLabel('Hex value')).toHaveValue('#ff5500');
  await expect(field(saved, 8, 'Color').getByLabel('Field label')).toHaveValue('Accent colour');
  await expect(field(saved, 9, 'Approval')).toBeVisible();
  await expect(field(saved, 10, 'Star rating').getByLabel('Maximum rating')).toHaveValue('7');
  await expect(page.getByRole('textbox', { name: 'Client Portal Welcome Message' }).locator('strong')).toHaveText(
    'Welcome aboard!',
  );

  // Leaving with unsaved changes asks first.
  await saved.getByLabel('Stage Name').fill('Logo Pack');
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/stages$/);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(journeyUrl);
  await expect(page.getByText('Logo Pack')).toHaveCount(0);

  // Deleting a stage renumbers the rest; saved, it is gone.
  await page.getByRole('link', { name: 'Edit Stages' }).first().click();
  const headers = page.getByRole('button', { name: /^Stage \d+: / });
  await expect(headers).toHaveCount(n);
  await page.getByRole('button', { name: `Stage ${n - 1}: Logo Files` }).click();
  await stagePanel(page, n - 1, 'Logo Files')
    .getByRole('button', { name: 'Delete Stage' })
    .click();
  await expect(page.getByRole('button', { name: /Logo Files/ })).toHaveCount(0);
  await expect(headers).toHaveCount(n - 1);
  await expect(headers.last()).toHaveAccessibleName(new RegExp(`^Stage ${n - 1}: `));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Journey saved successfully!').first()).toBeVisible();
  await expect(page.getByText('Logo Files')).toHaveCount(0);
});

test('search, duplicate and delete on the journeys list', async ({ page, baseURL }) => {
  await createJourney(page, baseURL, 'Coaching Intake', 'Questions before our first session');
  await createJourney(page, baseURL, 'Wedding Day Plan', null);
  await page.setViewportSize(DESKTOP);
  await page.goto('/journeys');
  const cards = page.getByRole('article');
  const card = (name: string) => cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card('Coaching Intake')).toBeVisible();
  await expect(card('Wedding Day Plan').getByText('No description')).toBeVisible();
  // Built-ins carry the Default badge and cannot be deleted.
  const builtin = card('Legal Services');
  await expect(builtin.getByText('Default', { exact: true })).toBeVisible();
  await expect(builtin.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(card('Coaching Intake').getByText('Default', { exact: true })).toHaveCount(0);

  // Search matches name or description, in any case.
  const search = page.getByPlaceholder('Search journeys...');
  await search.fill('FIRST SESSION');
  await expect(card('Coaching Intake')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await search.fill('legal');
  await expect(card('Legal Services')).toBeVisible();
  await expect(card('Coaching Intake')).toHaveCount(0);
  await search.fill('no such journey');
  await expect(page.getByText('No journeys found')).toBeVisible();
  await snap(page, 'journeys-no-results-desktop');
  await page.getByRole('button', { name: 'Clear search', exact: true }).click();
  await expect(search).toHaveValue('');
  await expect(card('Coaching Intake')).toBeVisible();

  // Duplicate: a toast, and the copy named ' (Copy)'.
  await card('Coaching Intake').getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('Duplicated "Coaching Intake" successfully')).toBeVisible();
  await expect(card('Coaching Intake (Copy)')).toBeVisible();

  // Delete asks first; Escape keeps it.
  await card('Coaching Intake (Copy)').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete journey?' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Coaching Intake (Copy)"? This action cannot be undone.',
  );
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await snap(page, 'journeys-delete-confirm-desktop');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(card('Coaching Intake (Copy)')).toBeVisible();
  await card('Coaching Intake (Copy)').getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted "Coaching Intake (Copy)"')).toBeVisible();
  await expect(card('Coaching Intake (Copy)')).toHaveCount(0);
  await expect(card('Coaching Intake')).toBeVisible();

  // The details page: delete goes back to the list.
  await card('Wedding Day Plan').getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wedding Day Plan' })).toBeVisible();
  await expect(page.getByText('No welcome message yet', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted "Wedding Day Plan"')).toBeVisible();
  await expect(page).toHaveURL(/\/journeys$/);
  await expect(card('Wedding Day Plan')).toHaveCount(0);

  // Missing journeys.
  await page.goto('/journeys/no-such-journey');
  await expect(page.getByText('Journey not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Journeys' }).click();
  await expect(page).toHaveURL(/\/journeys$/);
  await page.goto('/journeys/no-such-journey/stages');
  await expect(page.getByText('Journey not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Journeys' })).toHaveAttribute('href', '/journeys');
});

test('a built-in journey is read-only in the editor until duplicated', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/journeys');
  const legal = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Legal Services' }) });
  await legal.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/journeys\/builtin-[^/]+\/stages$/);
  await expect(
    page.getByText('Built-in journeys cannot be changed. Duplicate it to make your own copy.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Stage' })).toHaveCount(0);
  await expect(page.getByLabel('Journey Name')).toBeDisabled();
  await expect(page.getByLabel('Stage Name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Bold' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Add .* field/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Client Portal Welcome Message' })).toHaveAttribute(
    'contenteditable',
    'false',
  );
  await snap(page, 'journey-editor-builtin-desktop');

  await page.getByRole('button', { name: 'Duplicate to edit' }).click();
  await expect(page.getByText('Duplicated "Legal Services" successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/journeys\/(?!builtin-)[^/]+\/stages$/);
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await expect(page.getByLabel('Journey Name')).toHaveValue('Legal Services');
  await expect(page.getByLabel('Stage Name')).toBeEnabled();
});

test('journey screens fit a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/journeys');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snap(page, 'journeys-list-phone');

  await page.getByRole('button', { name: 'Create Journey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your first client journey' });
  await dialog.getByLabel('Journey Name').fill('Portrait Sessions');
  await dialog.getByRole('radio', { name: /Photography Services/ }).check();
  await snap(page, 'journeys-quick-dialog-phone');
  await dialog.getByRole('button', { name: 'Use Template' }).click();
  await expect(page.getByText('Journey created from template!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Portrait Sessions' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snap(page, 'journey-detail-phone');

  await page.getByRole('link', { name: 'Edit Stages' }).first().click();
  await expect(page.getByRole('button', { name: 'Bold' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Stage' }).click();
  const stage = page.getByRole('region', { name: /^Stage \d+: Stage \d+$/ });
  await stage.getByRole('button', { name: 'Add Color field' }).click();
  await stage.getByRole('button', { name: 'Add Multiple choice field' }).click();
  await expectNoHorizontalOverflow(page);
  await snap(page, 'journey-editor-phone');
});

test('start from scratch opens an empty editor', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/journeys');
  await page.getByRole('button', { name: 'Create Your First Journey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your first client journey' });
  await dialog.getByRole('button', { name: /Start from Scratch/ }).click();
  await expect(dialog.getByText('Journey name is required')).toBeVisible();
  await dialog.getByLabel('Journey Name').fill('Family Law Intake');
  await dialog.getByRole('button', { name: /Start from Scratch/ }).click();
  await expect(page).toHaveURL(/\/journeys\/[^/]+\/stages$/);
  await expect(page.getByText('No stages yet')).toBeVisible();
  await expect(page.getByLabel('Journey Name')).toHaveValue('Family Law Intake');
  await page.getByRole('button', { name: 'Add First Stage' }).click();
  await expect(page.getByRole('button', { name: 'Stage 1: Stage 1' })).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('region', { name: 'Stage 1: Stage 1' }).getByRole('button', { name: 'Move Up' }),
  ).toBeDisabled();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Journey saved successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Family Law Intake' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Journeys' }).click();
  // The list reloaded: the new journey is there, and the first-journey prompt is gone.
  await expect(page.getByRole('heading', { name: 'Family Law Intake' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Your First Journey' })).toHaveCount(0);
});
