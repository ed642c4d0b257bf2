import { expectAccessible, expectFocusVisible, tabTo } from './a11y-support';
import { expect, ownerTest as test } from './fixtures';
import { drawPng, notice, PORTAL_PASSWORD, portalClient, shareDeliverables, stepButton, tiles } from './portal-support';

/**
 * The client portal with the keyboard alone: the password, every field type (typing, Space on
 * checkboxes, arrows in radio groups and the stars, a file picked from the keyboard), the
 * milestone's decisions, the testimonial, the congratulations dialog (focus kept inside, Escape
 * closes it and focus goes back) and the summary. Every stop the focus makes shows where it is.
 */

test.describe.configure({ timeout: 240_000 });

test('a client completes the whole portal with the keyboard alone', async ({ page, baseURL, browser }) => {
  const { clientId, token, stages } = await portalClient(page, baseURL, PORTAL_PASSWORD);
  await shareDeliverables(page, baseURL, clientId, stages.find((s) => s.name === 'Logo concepts')?.id ?? '');

  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  const portal = await context.newPage();
  const keys = portal.keyboard;
  await portal.goto(`/c/${token}`);

  // --- The password: the field has the focus; the eye button by Tab, Space, and back by Shift+Tab.
  const password = portal.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await expectFocusVisible(portal);
  await keys.type('not-the-password');
  await tabTo(portal, portal.getByRole('button', { name: 'Show password' }));
  await keys.press('Space');
  await expect(password).toHaveAttribute('type', 'text');
  await tabTo(portal, password, { back: true });
  await keys.press('Enter');
  await expect(portal.getByRole('alert')).toHaveText('That password is not correct. Please try again.');
  await keys.press('ControlOrMeta+A');
  await keys.type(PORTAL_PASSWORD);
  await keys.press('Enter');
  await expect(portal.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();

  // --- The page from its top: the progress tiles and the welcome message's link are stops too.
  await tabTo(portal, tiles(portal).getByRole('button', { name: /^Onboarding/ }));
  await tabTo(portal, portal.getByRole('link', { name: 'Write to us' }));

  // --- The brief, every field type.
  await tabTo(portal, portal.getByLabel('Your name'));
  await keys.type('Maya Chen');
  await keys.press('Tab');
  await expect(portal.getByLabel('Work email')).toBeFocused();
  await keys.type('maya@harborbakery.example');
  // Shift+Tab goes back a field, Tab forward again.
  await keys.press('Shift+Tab');
  await expect(portal.getByLabel('Your name')).toBeFocused();
  await keys.press('Tab');
  await tabTo(portal, portal.getByLabel('About your business'));
  await keys.type('A neighbourhood bakery with two shops and a café.');

  // A radio group is one stop; the arrows choose.
  await tabTo(portal, portal.getByRole('radio', { name: 'Just me' }));
  await keys.press('ArrowDown');
  await expect(portal.getByRole('radio', { name: '2–10 people' })).toBeChecked();
  await expect(portal.getByRole('radio', { name: '2–10 people' })).toBeFocused();
  await expectFocusVisible(portal);

  // Checkboxes: Space ticks.
  await tabTo(portal, portal.getByRole('checkbox', { name: 'Slack' }));
  await keys.press('Space');
  await expect(portal.getByRole('checkbox', { name: 'Slack' })).toBeChecked();
  await tabTo(portal, portal.getByRole('checkbox', { name: 'I agree to the project terms' }));
  await keys.press('Space');
  await expect(portal.getByRole('checkbox', { name: 'I agree to the project terms' })).toBeChecked();

  // The drop-down: the arrows pick an option.
  await tabTo(portal, portal.getByLabel('Budget'));
  await keys.press('ArrowDown');
  await keys.press('ArrowDown');
  await expect(portal.getByLabel('Budget')).toHaveValue('$5k–$15k');

  // The file: Space opens the picker (the system's file dialog is outside the page).
  await tabTo(portal, portal.getByLabel('Moodboard or brief'));
  const [chooser] = await Promise.all([portal.waitForEvent('filechooser'), keys.press('Space')]);
  await chooser.setFiles({
    name: 'moodboard.png',
    mimeType: 'image/png',
    buffer: await drawPng(browser, 'Mood', '#7c3aed'),
  });
  await expect(portal.getByRole('link', { name: 'moodboard.png' })).toBeVisible();

  // The colour: past the picker to its hex code.
  await tabTo(portal, portal.getByRole('textbox', { name: 'Favourite colour', exact: true }));
  await keys.press('ControlOrMeta+A');
  await keys.type('#E11D48');

  // The stars: one stop, the arrows move and choose.
  const stars = portal.getByRole('radiogroup', { name: 'How excited are you?' });
  await tabTo(portal, stars.getByRole('radio', { name: '1 star', exact: true }));
  await keys.press('ArrowRight');
  await keys.press('ArrowRight');
  await keys.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeFocused();
  await expectFocusVisible(portal);
  // Approve: Space on the first choice.
  const plan = portal.getByRole('radiogroup', { name: 'The project plan' });
  await tabTo(portal, plan.getByRole('radio', { name: 'Approve' }));
  await keys.press('Space');
  await expect(plan.getByRole('radio', { name: 'Approve' })).toHaveAttribute('aria-checked', 'true');

  await tabTo(portal, portal.getByRole('button', { name: 'Submit' }));
  await keys.press('Enter');
  await expect(notice(portal, 'Thank you! Your answers were sent.')).toBeVisible();
  await expect(stepButton(portal, 'Project brief')).toContainText('Done • Click to Edit');

  // --- The next stage opens with the focus on it.
  await expect(stepButton(portal, 'Kick-off call')).toBeFocused();
  await expectFocusVisible(portal);
  await tabTo(portal, portal.getByLabel('Best time for a call'));
  await keys.type('Weekday mornings');
  await tabTo(portal, portal.getByRole('button', { name: 'Submit' }));
  await keys.press('Enter');
  await expect(stepButton(portal, 'Kick-off call')).toContainText('Done • Click to Edit');

  // --- The milestone, next, has the focus: Enter folds and opens it; approve one deliverable, ask
  // for changes on the other.
  const milestone = stepButton(portal, 'Logo concepts');
  await expect(milestone).toBeFocused();
  await expectFocusVisible(portal);
  await keys.press('Enter');
  await expect(milestone).toHaveAttribute('aria-expanded', 'false');
  await keys.press('Enter');
  await expect(milestone).toHaveAttribute('aria-expanded', 'true');
  const concept = portal.getByRole('article', { name: 'Logo concept A' });
  const guidelines = portal.getByRole('article', { name: 'Brand guidelines draft' });
  await tabTo(portal, concept.getByRole('button', { name: 'Approve Logo concept A' }));
  await keys.press('Enter');
  await expect(concept.getByText('Approved', { exact: true })).toBeVisible();
  await tabTo(portal, guidelines.getByRole('button', { name: 'Request changes to Brand guidelines draft' }));
  await keys.press('Enter');
  await expect(guidelines.getByLabel('What should change?')).toBeFocused();
  await keys.type('Please add the café menu colours.');
  await tabTo(portal, guidelines.getByRole('button', { name: 'Send request' }));
  await keys.press('Enter');
  await expect(guidelines.getByText('Changes requested', { exact: true })).toBeVisible();
  await tabTo(portal, portal.getByLabel('Anything else we should know?'));
  await keys.type('Love the warm colours.');
  await tabTo(portal, portal.getByRole('button', { name: 'Submit' }));
  await keys.press('Enter');
  await expect(stepButton(portal, 'Logo concepts')).toContainText('Done • Click to Edit');

  // --- The testimonial: End picks five stars.
  await expect(stepButton(portal, 'Share your experience')).toHaveAttribute('aria-expanded', 'true');
  const rating = portal.getByRole('radiogroup', { name: 'How would you rate your experience?' });
  await tabTo(portal, rating.getByRole('radio', { name: '1 star', exact: true }));
  await keys.press('End');
  await expect(rating.getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'true');
  await tabTo(portal, portal.getByLabel('Your testimonial'));
  await keys.type(
    'Working with the studio was calm and clear from the first call to launch day. Our bakery finally has a brand we are proud of.',
  );
  await tabTo(portal, portal.getByLabel('Your title (optional)'));
  await keys.type('Owner');
  await tabTo(portal, portal.getByRole('checkbox', { name: 'You may share my testimonial publicly' }));
  await keys.press('Space');
  const submit = portal.getByRole('button', { name: 'Submit' });
  await tabTo(portal, submit);
  await keys.press('Enter');

  // --- The congratulations: a modal that keeps the focus, closes on Escape, and gives the focus back.
  const dialog = portal.getByRole('dialog', { name: 'Congratulations!' });
  await expect(dialog).toBeVisible();
  const viewSummary = dialog.getByRole('button', { name: 'View Summary' });
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(viewSummary).toBeFocused();
  await expectFocusVisible(portal);
  await expectAccessible(portal, 'the congratulations dialog');
  for (const [key, next] of [
    ['Tab', close],
    ['Tab', viewSummary],
    ['Shift+Tab', close],
    ['Shift+Tab', viewSummary],
  ] as const) {
    await keys.press(key);
    await expect(next).toBeFocused();
    await expectFocusVisible(portal);
  }
  await keys.press('Escape');
  await expect(dialog).toBeHidden();
  // The focus is back on the page, on the stage just sent.
  await expect(stepButton(portal, 'Share your experience')).toBeFocused();
  await expectFocusVisible(portal);
  await expect(portal.getByText('Every stage is done.')).toBeVisible();

  // --- The summary, and back to the stages.
  await tabTo(portal, portal.getByRole('button', { name: 'View Summary' }), { back: true, max: 60 });
  await keys.press('Enter');
  await expect(portal.getByRole('heading', { name: 'Journey Complete' })).toBeVisible();
  await tabTo(portal, portal.getByRole('button', { name: 'Review your stages' }));
  await keys.press('Enter');
  await expect(stepButton(portal, 'Share your experience')).toContainText('Done • Click to Edit');
  await context.close();
});
