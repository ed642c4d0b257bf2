import { expect, ownerTest as test } from './fixtures';
import {
  expectNoHorizontalOverflow,
  notice,
  PHONE,
  PORTAL_PASSWORD,
  portalClient,
  shareDeliverables,
  snapBoth,
  stepButton,
  tiles,
} from './portal-support';

/**
 * The client portal (/c/{token}) as a client on a phone sees it: no account, the portal
 * password, every field type with a real upload, a draft restored after leaving, edits,
 * milestone deliverables, the testimonial, the congratulations and Journey Complete; then the
 * owner's side. The edges (slow uploads, failures, dead links, the JavaScript budget) are in
 * portal-edges.spec.ts.
 */

// Long flows on a shared machine: more room than the default minute.
test.describe.configure({ timeout: 180_000 });

test('a client answers every stage of the portal on a phone, and the owner sees it', async ({
  page,
  baseURL,
  browser,
}) => {
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
  await expect(tiles(portal).getByRole('button', { name: /^Onboarding\s*0\s*\/2\b.*\(0 of 2 done\)$/ })).toBeVisible();
  await expect(
    tiles(portal).getByRole('button', { name: /^Deliverables\s*0\s*\/1\b.*\(0 of 1 done\)$/ }),
  ).toBeVisible();
  await expect(tiles(portal).getByRole('button', { name: /^Feedback\s*0\s*\/1\b.*\(0 of 1 done\)$/ })).toBeVisible();
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
  await expect(tiles(portal).getByRole('button', { name: /^Onboarding\s*1\s*\/2\b.*\(1 of 2 done\)$/ })).toBeVisible();
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
  const pending = page.getByRole('region', { name: 'Pending' });
  await expect(pending.getByText(words)).toBeVisible();
});
