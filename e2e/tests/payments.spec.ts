import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { agreementScreenshots, outboxMail, pdfText, signingCode } from './agreement-support';
import { expect, test } from './fixtures';
import { headers, onPhone, shareDeliverables, stepButton } from './portal-support';

/**
 * Payments (issue 35), end to end with the test provider: the owner sets up payments in Settings,
 * the journey asks for a contract and then a 30 % deposit; the client signs, pays the deposit on a
 * phone at the test checkout and comes back to a confirmed payment; the receipt is in the outbox;
 * the owner sees the invoice paid; approving the milestone makes the balance due in the portal.
 */

test.describe.configure({ timeout: 180_000 });

const shoot = agreementScreenshots('issue-35');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

// $4,000.00 taxed at 8.875 % ($355.00) and a $500.00 untaxed rush fee: $4,855.00; 30 % now.
const TOTAL = '$4,855.00';
const DEPOSIT = '$1,456.50';
const BALANCE = '$3,398.50';

interface Journey {
  id: string;
  steps: { id: string; name: string; stepType: string }[];
}

async function openStage(page: Page, name: string) {
  const button = stepButton(page, name);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/** The journey through the API: a contract, the deposit, a brief, the designs (the balance waits for them). */
async function paidJourney(page: Page, baseURL: string | undefined, taxRateId: string): Promise<Journey> {
  const h = headers(baseURL);
  const created = await page.request.post('/api/journeys', { data: { name: 'Brand studio, paid' }, headers: h });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { journey: { id: string } }).journey.id;
  const stages = [
    {
      stepType: 'agreement',
      name: 'Contract',
      formConfig: [],
      agreement: {
        source: 'text',
        title: 'Design services agreement',
        body: '# Design services\n{{workspace_name}} designs a brand identity for {{client_name}}.\n\n## Payment\nA 30 % deposit, the balance when the final designs are approved.',
        documentId: null,
        order: 'clients_first',
      },
    },
    { stepType: 'payment', phase: 'onboarding', name: 'Deposit', formConfig: [] },
    {
      stepType: 'onboarding',
      name: 'Project brief',
      formConfig: [{ id: 'goal', type: 'text', label: 'Main goal', required: true }],
    },
    { stepType: 'milestone', name: 'Final designs', formConfig: [] },
    { stepType: 'testimonial', name: 'Your testimonial', formConfig: [] },
  ];
  const save = (body: unknown) => page.request.put(`/api/journeys/${id}`, { data: body, headers: h });
  const first = await save({ name: 'Brand studio, paid', stages });
  expect(first.status()).toBe(200);
  const saved = ((await first.json()) as { journey: Journey }).journey;
  const designs = saved.steps[3]?.id ?? '';
  // The deposit's balance names the milestone, so the second save knows its id.
  const withIds: Record<string, unknown>[] = stages.map((s, i) => ({ ...s, id: saved.steps[i]?.id }));
  withIds[1] = {
    ...withIds[1],
    payment: {
      title: 'Brand identity',
      lines: [
        { description: 'Brand identity design', quantity: 1, unitAmount: 400_000, taxRateId },
        { description: 'Rush fee', quantity: 1, unitAmount: 50_000, taxRateId: null },
      ],
      schedule: {
        kind: 'deposit',
        deposit: { type: 'percent', percent: 30 },
        balanceDue: { on: 'milestone', stageId: designs },
        allowChoice: true,
      },
    },
  };
  const second = await save({ name: 'Brand studio, paid', stages: withIds });
  expect(second.status()).toBe(200);
  return ((await second.json()) as { journey: Journey }).journey;
}

/** Client and owner sign the contract through the API (agreements.spec.ts clicks through it). */
async function signContract(page: Page, baseURL: string | undefined, clientId: string, token: string, email: string) {
  const h = headers(baseURL);
  const since = Date.now() - 1000;
  const contacts = (await (await page.request.get(`/api/clients/${clientId}/contacts`)).json()) as {
    contacts: { id: string; primary: boolean }[];
  };
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const stages = (await (await page.request.get(`/api/clients/${clientId}/agreements`)).json()) as {
    stages: { stageId: string }[];
  };
  const sent = await page.request.post(`/api/clients/${clientId}/agreements`, {
    data: {
      stageId: stages.stages[0]?.stageId,
      variables: {},
      signerContactIds: contacts.contacts.filter((c) => c.primary).map((c) => c.id),
      countersignerUserId: me.user.id,
    },
    headers: h,
  });
  expect(sent.status()).toBe(201);
  const agreement = ((await sent.json()) as { agreement: { id: string; pageCount: number } }).agreement;
  const stepUrl = (step: string) => `/api/portal/${token}/agreements/${agreement.id}/${step}`;
  const post = async (step: string, data?: unknown) => {
    const res = await page.request.post(stepUrl(step), { data: data ?? {}, headers: h });
    expect(res.status(), step).toBe(200);
  };
  await post('viewed', { pagesSeen: agreement.pageCount, timeZone: 'America/New_York' });
  await post('consent', { accepted: true, timeZone: 'America/New_York' });
  await post('code');
  await post('code/verify', { code: await signingCode(page, email, since) });
  await post('sign', { signature: { kind: 'typed', text: 'Maya Chen' }, timeZone: 'America/New_York' });
  const countersigned = await page.request.post(`/api/clients/${clientId}/agreements/${agreement.id}/countersign`, {
    data: { signature: { kind: 'typed', text: 'Robin Hale' }, timeZone: 'America/New_York' },
    headers: h,
  });
  expect(countersigned.status()).toBe(200);
}

test('contract, then a 30 % deposit paid on a phone; the balance falls due when the milestone is approved', async ({
  page,
  owner,
  baseURL,
  browser,
}, testInfo) => {
  void owner;
  const since = Date.now() - 1000;
  await page.setViewportSize({ width: 1280, height: 800 });

  // --- Settings → Payments: test payments on, the business details and a sales tax.
  await page.goto('/settings/payments');
  await expect(page.getByText('Test mode — no real payment').first()).toBeVisible();
  await page.getByRole('button', { name: 'Activate test payments' }).click();
  await expect(page.getByText('Test payments are on. Clients can go through a test checkout.')).toBeVisible();
  await page.getByLabel('Legal name').fill('Robin Hale Studio LLC');
  await page.getByLabel('Address').fill('12 Canal Street\nPortland, OR 97209');
  await page.getByLabel('Tax ID').fill('EIN 12-3456789');
  await page.getByRole('button', { name: 'Add tax rate' }).click();
  const rates = page.getByRole('group', { name: 'Tax rates' });
  await rates.getByLabel('Name', { exact: true }).fill('Sales tax');
  await rates.getByLabel('Rate (%)').fill('8.875');
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(toast(page, 'Payment settings saved.')).toBeVisible();
  await shoot(page, 'settings-payments');
  const settings = (await (await page.request.get('/api/settings/payments')).json()) as {
    business: { taxRates: { id: string; name: string; rate: number }[] };
  };
  expect(settings.business.taxRates).toEqual([{ id: expect.any(String), name: 'Sales tax', rate: 8875 }]);
  const taxRateId = settings.business.taxRates[0]?.id ?? '';

  // --- The journey (the stage's tax names the rate saved above) and its editor.
  const journey = await paidJourney(page, baseURL, taxRateId);
  await page.goto(`/journeys/${journey.id}/stages`);
  await page.getByRole('button', { name: 'Stage 2: Deposit' }).click();
  const editor = page.getByRole('region', { name: 'Stage 2: Deposit' });
  await expect(editor.getByText(DEPOSIT).first()).toBeVisible();
  await editor.scrollIntoViewIfNeeded();
  await shoot(page, 'editor-payment-stage');

  // --- A client on it.
  const clientEmail = 'maya@harborbakery.example';
  const created = await page.request.post('/api/clients', {
    data: {
      projectName: 'Harbor Bakery rebrand',
      clientName: 'Maya Chen',
      clientEmail,
      templateId: journey.id,
      password: '',
    },
    headers: headers(baseURL),
  });
  expect(created.status()).toBe(201);
  const client = ((await created.json()) as { client: { id: string; shareToken: string } }).client;
  await signContract(page, baseURL, client.id, client.shareToken, clientEmail);

  // --- On a phone: the contract done, the deposit open with the quote and the schedule.
  const { context, portal } = await onPhone(browser, baseURL);
  await portal.goto(`/c/${client.shareToken}`);
  await expect(stepButton(portal, 'Contract')).toContainText('Completed');
  await expect(stepButton(portal, 'Deposit')).toHaveAttribute('aria-expanded', 'true');
  await expect(portal.getByText('Test mode — no real payment')).toBeVisible();
  await expect(portal.getByText('Sales tax 8.875 %')).toBeVisible();
  await expect(portal.getByText(TOTAL).first()).toBeVisible();
  await expect(portal.getByText(`Deposit (30 %) — ${DEPOSIT} due today`)).toBeVisible();
  await expect(portal.getByText(`Balance — ${BALANCE} when “Final designs” is approved`)).toBeVisible();
  await expect(portal.getByRole('radio', { name: /Pay the deposit/ })).toBeChecked();
  await shoot(portal, 'portal-deposit');

  // --- The test checkout, then back to the portal.
  await portal.getByRole('button', { name: `Pay ${DEPOSIT} now` }).click();
  await expect(portal.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(portal.getByText('Test mode — no real payment')).toBeVisible();
  await shoot(portal, 'test-checkout');
  await portal.getByRole('button', { name: new RegExp(`^Pay ${DEPOSIT.replace('$', '\\$')}`) }).click();
  await expect(portal.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible({ timeout: 30_000 });
  expect(new URL(portal.url()).search).toBe('');
  await expect(stepButton(portal, 'Deposit')).toContainText('Completed');
  await expect(stepButton(portal, 'Project brief')).not.toHaveAttribute('aria-disabled', 'true');
  // Coming back from checkout opened the paid stage.
  await expect(stepButton(portal, 'Deposit')).toHaveAttribute('aria-expanded', 'true');
  await expect(portal.getByRole('link', { name: 'Receipt' })).toBeVisible();
  await shoot(portal, 'portal-deposit-paid');

  // --- The invoice and the receipt are in the outbox, with the right numbers and tax.
  const invoiceMail = await outboxMail(portal, clientEmail, /^Invoice INV-0001 from /, since);
  expect(invoiceMail).toContain('.pdf');
  await outboxMail(portal, clientEmail, /^Receipt for INV-0001$/, since);
  const receipt = await page.request.get(`/api/clients/${client.id}/payments`);
  const payments = (await receipt.json()) as {
    invoices: { id: string; number: string; status: string; total: number; amountPaid: number; pdfUrl: string }[];
  };
  expect(payments.invoices.map((i) => [i.number, i.status, i.total, i.amountPaid])).toEqual([
    ['INV-0001', 'paid', 145_650, 145_650],
  ]);
  const pdf = await page.request.get(payments.invoices[0]?.pdfUrl ?? '');
  expect(pdf.status()).toBe(200);
  const file = testInfo.outputPath('INV-0001.pdf');
  writeFileSync(file, await pdf.body());
  const text = pdfText(file);
  for (const expected of ['INV-0001', 'Robin Hale Studio LLC', 'EIN 12-3456789', 'Maya Chen', DEPOSIT, 'Sales tax']) {
    expect(text).toContain(expected);
  }

  // --- The owner sees it paid on the client page.
  await page.goto(`/clients/${client.id}`);
  const card = page.getByRole('region', { name: 'Payments' });
  await expect(card).toContainText('INV-0001');
  await expect(card).toContainText('Paid');
  await card.scrollIntoViewIfNeeded();
  await shoot(page, 'client-payments');

  // --- The brief, then the designs approved: the balance falls due.
  const brief = await portal.request.post(`/api/portal/${client.shareToken}/stages/${journey.steps[2]?.id}/submit`, {
    data: { answers: { goal: 'A brand that sells bread' } },
    headers: headers(baseURL),
  });
  expect(brief.status()).toBe(200);
  await shareDeliverables(page, baseURL, client.id, journey.steps[3]?.id ?? '');
  const shared = (await (await portal.request.get(`/api/portal/${client.shareToken}`)).json()) as {
    stages: { id: string; deliverables?: { id: string }[] }[];
  };
  for (const d of shared.stages.find((s) => s.id === journey.steps[3]?.id)?.deliverables ?? []) {
    const review = await portal.request.post(`/api/portal/${client.shareToken}/deliverables/${d.id}/review`, {
      data: { decision: 'approved' },
      headers: headers(baseURL),
    });
    expect(review.status()).toBe(200);
  }
  await portal.reload();
  await openStage(portal, 'Deposit');
  const payBalance = portal.getByRole('button', { name: `Pay ${BALANCE}` }).first();
  await expect(payBalance).toBeVisible();
  await shoot(portal, 'portal-balance-due');
  await outboxMail(portal, clientEmail, /^Invoice INV-0002 from /, since);

  // --- The balance paid the same way: the final invoice deducts the deposit invoice.
  await payBalance.click();
  await portal.getByRole('button', { name: new RegExp(`^Pay ${BALANCE.replace('$', '\\$')}`) }).click();
  await expect(portal.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible({ timeout: 30_000 });
  await outboxMail(portal, clientEmail, /^Receipt for INV-0002$/, since);
  const paid = (await (await page.request.get(`/api/clients/${client.id}/payments`)).json()) as {
    invoices: { number: string; kind: string; status: string; total: number; amountDue: number; amountPaid: number }[];
  };
  expect(paid.invoices.map((i) => [i.number, i.kind, i.status, i.amountPaid]).sort()).toEqual([
    ['INV-0001', 'deposit', 'paid', 145_650],
    ['INV-0002', 'final', 'paid', 339_850],
  ]);

  // --- /payments: both invoices, totals per status.
  await page.goto('/payments');
  await expect(page.getByRole('link', { name: 'INV-0002' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'INV-0001' })).toBeVisible();
  await expect(page.getByText(TOTAL).first()).toBeVisible();
  const csv = await (await page.request.get('/api/payments/export.csv')).text();
  expect(csv).toContain('INV-0001');
  expect(csv).toContain('3398.50');
  await shoot(page, 'payments-list');
  await context.close();
});
