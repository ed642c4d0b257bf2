import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  agreementScreenshots,
  alterOneContentByte,
  attachmentIn,
  drawSignature,
  inkedPixels,
  outboxMail,
  pdfsig,
  pdfText,
  portalLinkIn,
  SERVICE_AGREEMENT_VALUES,
  signingCode,
} from './agreement-support';
import { expect, test } from './fixtures';
import { headers, onPhone, stepButton } from './portal-support';

/**
 * Agreements (issue 34), end to end: a freelancer's journey starts with a contract; the client
 * reads it, consents, confirms a code from their email and draws their signature on a phone; the
 * owner countersigns; the journey moves on by itself; the sealed PDF arrives by email, pdfsig
 * accepts it, and /verify tells it from a copy with one byte changed.
 */

test.describe.configure({ timeout: 180_000 });

const shoot = agreementScreenshots('issue-34');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const STAGE = 'Service agreement';
const TITLE = 'Service Agreement';
const NEXT = 'Welcome form';

/** The journey, made in the editor: the Service agreement sample (its sample note removed), then a form. */
async function journeyInEditor(page: Page, baseURL: string | undefined): Promise<string> {
  const created = await page.request.post('/api/journeys', {
    data: { name: 'Brand studio onboarding', description: 'Contract first, then the brief' },
    headers: headers(baseURL),
  });
  expect(created.status()).toBe(201);
  const journeyId = ((await created.json()) as { journey: { id: string } }).journey.id;

  await page.goto(`/journeys/${journeyId}/stages`);
  await page.getByRole('button', { name: 'Add First Stage' }).click();
  await page.getByRole('region', { name: 'Stage 1: Stage 1' }).getByLabel('Stage Name').fill(STAGE);
  const agreement = page.getByRole('region', { name: `Stage 1: ${STAGE}` });
  await agreement.getByLabel('Stage Type').selectOption('agreement');
  // A new agreement stage starts at the templates: the three samples and a blank page.
  const templates = agreement.getByRole('list', { name: 'Start from' });
  await expect(templates.getByRole('button')).toHaveCount(4);
  await templates.getByRole('button', { name: /^Service agreement/ }).click();
  await expect(agreement.getByLabel('Title', { exact: true })).toHaveValue(TITLE);
  const body = agreement.getByLabel('Agreement text');
  await expect(body).toHaveValue(/\{\{services_description\}\}/);
  await expect(agreement.getByText('This text still contains the sample note.')).toBeVisible();
  // The freelancer reviewed it: the sample note goes.
  const text = await body.inputValue();
  await body.fill(text.replace(/^\[SAMPLE:[^\n]*\n+/, ''));
  await expect(agreement.getByText('This text still contains the sample note.')).toHaveCount(0);
  await expect(agreement.getByTestId('custom-variables')).toContainText(
    Object.keys(SERVICE_AGREEMENT_VALUES)
      .map((v) => `{{${v}}}`)
      .join(', '),
  );
  await expect(agreement.getByRole('region', { name: 'Preview' })).toContainText('1. Services');
  await expect(agreement.getByRole('radio', { name: 'Client signs first, then you countersign' })).toBeChecked();
  await shoot(page, 'editor-agreement-stage');

  // The form the agreement unlocks.
  await page.getByRole('button', { name: 'Add Stage' }).first().click();
  await page.getByRole('region', { name: 'Stage 2: Stage 2' }).getByLabel('Stage Name').fill(NEXT);
  const form = page.getByRole('region', { name: `Stage 2: ${NEXT}` });
  await form.getByLabel('Stage Type').selectOption('onboarding');
  await form.getByRole('button', { name: 'Add Text field', exact: true }).click();
  const question = form.getByRole('group', { name: 'Field 1: Text' });
  await question.getByLabel('Field label').fill('Main goal');
  await question.getByRole('checkbox', { name: 'Required' }).check();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Journey saved successfully!')).toBeVisible();

  // Saved as built: the agreement first, its text without the sample note.
  const saved = await page.request.get(`/api/journeys/${journeyId}`);
  const { steps } = (
    (await saved.json()) as {
      journey: { steps: { name: string; stepType: string; agreement: { title: string; body: string } | null }[] };
    }
  ).journey;
  expect(steps.map((s) => [s.name, s.stepType])).toEqual([
    [STAGE, 'agreement'],
    [NEXT, 'onboarding'],
  ]);
  expect(steps[0]?.agreement?.title).toBe(TITLE);
  expect(steps[0]?.agreement?.body).not.toContain('[SAMPLE:');
  return journeyId;
}

test('a contract first: the client signs it on a phone, the owner countersigns, the journey moves on, and the sealed PDF verifies', async ({
  page,
  owner,
  baseURL,
  browser,
}, testInfo) => {
  // Mail queued from now on is this attempt's.
  const since = Date.now() - 1000;
  await page.setViewportSize({ width: 1280, height: 800 });
  const journeyId = await journeyInEditor(page, baseURL);

  // --- A client on it (the API).
  const clientEmail = 'maya@harborbakery.example';
  const created = await page.request.post('/api/clients', {
    data: {
      projectName: 'Harbor Bakery rebrand',
      clientName: 'Maya Chen',
      clientEmail,
      templateId: journeyId,
      password: '',
    },
    headers: headers(baseURL),
  });
  expect(created.status()).toBe(201);
  const clientId = ((await created.json()) as { client: { id: string } }).client.id;

  // --- Prepare and send from the client page.
  await page.goto(`/clients/${clientId}`);
  const card = page.getByRole('region', { name: 'Agreements' });
  const stage = card.getByRole('region', { name: STAGE });
  await expect(stage).toContainText('Not sent yet');
  await stage.getByRole('button', { name: 'Prepare and send' }).click();
  const dialog = page.getByRole('dialog', { name: `Send “${STAGE}”` });
  const variables = dialog.getByRole('group', { name: 'Filled in for this client' });
  await expect(variables.getByRole('textbox')).toHaveCount(Object.keys(SERVICE_AGREEMENT_VALUES).length);
  // Sending with a blank value is stopped at the field.
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(variables.getByLabel('{{services_description}}')).toBeFocused();
  await expect(variables.getByLabel('{{services_description}}')).toHaveAttribute('aria-invalid', 'true');
  for (const [name, value] of Object.entries(SERVICE_AGREEMENT_VALUES)) {
    await variables.getByLabel(`{{${name}}}`).fill(value);
  }
  const signers = dialog.getByRole('group', { name: 'Who signs' });
  await expect(signers.getByRole('checkbox', { name: /Maya Chen/ })).toBeChecked();
  const countersigner = dialog.getByLabel('Countersigner');
  await expect(countersigner.locator('option:checked')).toHaveText(/^Robin Hale · Owner/);
  await dialog.getByRole('radio', { name: 'Client signs first, then you countersign' }).check();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(page, 'Agreement sent.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(stage).toContainText('Waiting for signatures');
  await expect(stage.getByRole('list', { name: 'Signers' })).toContainText('Maya Chen');
  await expect(stage.getByRole('list', { name: 'Signers' })).toContainText('Robin Hale');

  // --- The client's invitation to sign, with their portal link.
  const request = await outboxMail(page, clientEmail, new RegExp(`sent you “${TITLE}” to sign$`), since);
  const portalLink = portalLinkIn(request);

  // --- On a phone: the agreement first, the form locked behind it.
  const { context, portal } = await onPhone(browser, baseURL);
  await portal.goto(portalLink);
  await expect(portal.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
  await expect(stepButton(portal, STAGE)).toHaveAttribute('aria-expanded', 'true');
  await expect(stepButton(portal, NEXT)).toHaveAttribute('aria-disabled', 'true');
  await expect(stepButton(portal, NEXT)).toContainText('Finish the earlier stages first');

  // Read: Continue opens once the last page has been in view.
  const read = portal.getByRole('button', { name: 'I have read the document' });
  await expect(read).toBeDisabled();
  const viewer = portal.getByRole('region', { name: `${TITLE}, the document to read` });
  // pdf.js and its worker load with this step.
  await expect(portal.getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 30_000 });
  await expect(viewer).not.toHaveAttribute('aria-busy', 'true');
  const pages = Number((await portal.getByText(/^Page 1 of \d+$/).textContent())?.split(' of ')[1]);
  expect(pages).toBeGreaterThan(1);
  await shoot(portal, 'portal-read');
  // The frame scrolls, not the page: the pointer wheels over it (as a finger swipes it).
  await viewer.scrollIntoViewIfNeeded();
  const box = await viewer.boundingBox();
  if (!box) throw new Error('the document is not on screen');
  await portal.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const lastPage = portal.getByText('You have reached the last page.');
  for (let i = 0; i < 60 && !(await lastPage.isVisible()); i++) {
    await portal.mouse.wheel(0, 500);
    await portal.waitForTimeout(100);
  }
  await expect(lastPage).toBeVisible();
  await expect(portal.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
  await expect(read).toBeEnabled();
  await read.click();

  // Consent: the disclosures, and the box ticked.
  await expect(portal.getByRole('heading', { name: 'Agree to sign electronically' })).toBeVisible();
  const consent = portal.getByRole('checkbox', {
    name: 'I agree to use electronic records and signatures for this agreement.',
  });
  await portal.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(portal.getByText('Agree to sign electronically to continue.')).toBeVisible();
  await consent.check();
  await shoot(portal, 'portal-consent');
  await portal.getByRole('button', { name: 'Continue', exact: true }).click();

  // The code: emailed as the step opens, read from the outbox.
  await expect(portal.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expect(portal.getByText('We emailed a 6-digit code to m***@harborbakery.example')).toBeVisible();
  const code = await signingCode(page, clientEmail, since);
  await portal.getByLabel('6-digit code').fill(code);
  await shoot(portal, 'portal-code');
  await portal.getByRole('button', { name: 'Verify', exact: true }).click();

  // Sign: drawn with the pointer.
  const signLabel = portal.getByRole('heading', { name: 'Your signature' });
  await expect(signLabel).toBeVisible();
  await portal.getByRole('tab', { name: 'Draw' }).click();
  const pad = portal.getByRole('img', { name: 'Signature drawing area' });
  await expect(pad).toBeVisible();
  await expect(portal.getByText('Loading the drawing pad...')).toHaveCount(0);
  await pad.scrollIntoViewIfNeeded();
  await drawSignature(portal, pad);
  expect(await inkedPixels(pad)).toBeGreaterThan(500);
  await shoot(portal, 'portal-sign');
  await portal.getByRole('button', { name: 'Sign the agreement' }).click();
  await expect(portal.getByText('You signed this agreement.')).toBeVisible();
  await expect(portal.getByText('Waiting for Robin Hale to sign.')).toBeVisible();
  await expect(stepButton(portal, NEXT)).toHaveAttribute('aria-disabled', 'true');

  // The server kept a drawn signature, and the owner was asked to countersign.
  const listed = await page.request.get(`/api/clients/${clientId}/agreements`);
  expect(listed.status()).toBe(200);
  const maya = (
    (await listed.json()) as {
      stages: { current: { signers: { name: string; status: string; signatureKind: string | null }[] } | null }[];
    }
  ).stages[0]?.current?.signers.find((s) => s.name === 'Maya Chen');
  expect(maya).toMatchObject({ status: 'signed', signatureKind: 'drawn' });
  await outboxMail(page, owner.email, new RegExp(`^Your turn to countersign “${TITLE}”$`), since);

  // --- The owner countersigns on the client page, typed.
  await page.reload();
  await expect(stage).toContainText('Your turn to countersign.');
  await stage.getByRole('button', { name: 'Countersign' }).click();
  const sign = page.getByRole('dialog', { name: 'Countersign' });
  await sign.getByRole('checkbox', { name: 'I have read the document' }).check();
  await expect(sign.getByRole('radio', { name: 'Type' })).toBeChecked();
  await expect(sign.getByLabel('Your full name')).toHaveValue('Robin Hale');
  await sign.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(toast(page, 'Everyone signed. The sealed PDF is on its way to every party.')).toBeVisible();
  await expect(sign).toBeHidden();
  await expect(stage).toContainText(/Signed by everyone on/);
  await expect(stage.getByRole('list', { name: 'Signers' })).toContainText('Maya Chen');

  // --- The portal: the agreement done, the form open: the journey moved on by itself.
  await portal.reload();
  await expect(stepButton(portal, STAGE)).toContainText('Done');
  await expect(stepButton(portal, NEXT)).not.toHaveAttribute('aria-disabled', 'true');
  await expect(stepButton(portal, NEXT)).toHaveAttribute('aria-expanded', 'true');
  await expect(portal.getByLabel('Main goal')).toBeEditable();
  await stepButton(portal, STAGE).click();
  await expect(portal.getByText(/^Signed by everyone on /)).toBeVisible();
  const portalFinal = portal.getByRole('link', { name: 'Download the signed PDF' });
  await expect(portalFinal).toBeVisible();
  await shoot(portal, 'portal-done');

  // --- The sealed PDF by email, with a certificate pdfsig accepts.
  const done = await outboxMail(page, clientEmail, new RegExp(`^Signed: ${TITLE}$`), since);
  const attachment = attachmentIn(done);
  expect(attachment.filename).toBe(`${TITLE} (signed).pdf`);
  expect(done).toContain('application/pdf');
  const mailed = await page.request.get(attachment.href);
  expect(mailed.status()).toBe(200);
  const signed = await mailed.body();
  expect(signed.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const signedFile = testInfo.outputPath('signed.pdf');
  writeFileSync(signedFile, signed);
  const report = pdfsig(signedFile);
  expect(report).toContain('Signature Validation: Signature is Valid.');
  expect(report).toContain('Total document signed');
  // Its pages: the terms as filled in for this client, both signatures, the certificate with the trail.
  const pdf = pdfText(signedFile);
  expect(pdf).toContain(`The total fee for the Services is ${SERVICE_AGREEMENT_VALUES.fee}.`);
  expect(pdf).toMatch(/Drawn signature/);
  expect(pdf).toMatch(/Typed signature/);
  expect(pdf).toContain('Certificate of completion');
  expect(pdf).toContain('Email code confirmed by Maya Chen');
  expect(pdf).toContain('Countersigned by Robin Hale');
  // The owner's mail carries it too; the client page and the portal serve the same bytes.
  await outboxMail(page, owner.email, new RegExp(`^Signed: ${TITLE}$`), since);
  const ownerCopy = await page.request.get(
    (await stage.getByRole('link', { name: 'Download signed PDF' }).getAttribute('href')) ?? '',
  );
  expect(ownerCopy.status()).toBe(200);
  expect(sha256(await ownerCopy.body())).toBe(sha256(signed));
  const portalCopy = await portal.request.get((await portalFinal.getAttribute('href')) ?? '');
  expect(portalCopy.status()).toBe(200);
  expect(sha256(await portalCopy.body())).toBe(sha256(signed));

  // The audit trail: each step of both signers, with who acted.
  await stage.getByText('Audit trail').click();
  const trail = stage.getByRole('listitem').filter({ has: page.locator('time') });
  for (const event of [
    'Created',
    'Sent',
    'Viewed the document · Maya Chen',
    'Agreed to sign electronically · Maya Chen',
    'Code emailed',
    'Identity confirmed by code · Maya Chen',
    'Signed · Maya Chen',
    'Countersigned · Robin Hale',
    'Completed',
  ]) {
    await expect(trail.filter({ hasText: event }).first()).toBeVisible();
  }
  await expect(toast(page, 'Everyone signed.')).toHaveCount(0);
  await shoot(page, 'client-agreements-card');

  // One byte changed in a page's content: pdfsig no longer accepts it.
  const altered = alterOneContentByte(signed);
  const alteredFile = testInfo.outputPath('altered.pdf');
  writeFileSync(alteredFile, altered);
  expect(pdfsig(alteredFile)).not.toContain('Signature is Valid');

  // --- /verify on the phone: the sealed original, then the altered copy.
  await portal.goto('/verify');
  await expect(portal.getByRole('heading', { level: 1, name: 'Verify a signed document' })).toBeVisible();
  const file = portal.getByLabel('Signed PDF to verify');
  await file.setInputFiles({ name: `${TITLE} (signed).pdf`, mimeType: 'application/pdf', buffer: signed });
  const verdict = portal.getByRole('status');
  await expect(verdict).toContainText('This is an original document sealed by Bloom.');
  const details = portal.getByRole('definition');
  await expect(details.filter({ hasText: TITLE }).first()).toBeVisible();
  await expect(details.getByRole('listitem').filter({ hasText: 'Maya Chen' })).toBeVisible();
  await expect(details.getByRole('listitem').filter({ hasText: 'Robin Hale' })).toBeVisible();
  // The fingerprint the browser computed is the file's own.
  await expect(portal.getByText(sha256(signed), { exact: true })).toBeVisible();
  await shoot(portal, 'verify-sealed');

  await portal.getByRole('button', { name: 'Check another file' }).click();
  await file.setInputFiles({ name: `${TITLE} (edited).pdf`, mimeType: 'application/pdf', buffer: altered });
  await expect(verdict).toContainText(
    'This file names an agreement we sealed, but its contents were changed after sealing.',
  );
  await expect(portal.getByText(sha256(altered), { exact: true })).toBeVisible();
  // Nothing of the agreement is told about a changed file.
  await expect(portal.getByText('This is an original document sealed by Bloom.')).toHaveCount(0);
  await expect(portal.getByText('Maya Chen')).toHaveCount(0);
  await shoot(portal, 'verify-altered');
  await context.close();
});
