import {
  type AccountStatus,
  type BusinessDetails,
  can,
  PAYMENT_MESSAGES,
  type PaymentSettingsDto,
  type TaxRate,
} from '@bloom/core';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { conflict } from '../../kernel/service-error';
import type { Database } from '../../platform/db/schema';
import type { PaymentSettingsTable } from '../../platform/db/schema-payments';
import type { PaymentProvider } from '../../platform/payments/payment-provider';

type SettingsRow = Selectable<PaymentSettingsTable>;

/** A workspace that never opened Settings → Payments: the migration's defaults. */
const DEFAULTS = {
  provider: 'test',
  account_id: null,
  account_status: 'none',
  legal_name: '',
  address: '',
  tax_id: '',
  tax_rates: [],
  prices_include_tax: false,
  currency: 'USD',
  invoice_prefix: 'INV-',
  payment_terms_days: 14,
  footer: '',
  reminder_offsets: [-7, 0, 2],
} satisfies Omit<SettingsRow, 'workspace_id' | 'updated_at'>;

/** The business details as core names them. */
export const businessOf = (row: Omit<SettingsRow, 'workspace_id' | 'updated_at'>): BusinessDetails => ({
  legalName: row.legal_name,
  address: row.address,
  taxId: row.tax_id,
  taxRates: row.tax_rates as TaxRate[],
  pricesIncludeTax: row.prices_include_tax,
  currency: row.currency,
  invoicePrefix: row.invoice_prefix,
  paymentTermsDays: row.payment_terms_days,
  footer: row.footer,
  reminderOffsets: row.reminder_offsets,
});

/** A workspace's payment account and business details, with the defaults when it has no row yet. */
export interface PaymentAccount {
  business: BusinessDetails;
  /** The connected account at the configured provider; null when none (or one at another provider). */
  accountId: string | null;
  status: AccountStatus;
}

/**
 * The workspace's account as the configured provider sees it: an account connected under another
 * provider (test mode before Stripe was configured), or any account while payments are off
 * (PAYMENTS_PROVIDER=none), counts as none: nothing can be paid.
 */
export async function readPaymentAccount(
  db: Kysely<Database>,
  provider: Pick<PaymentProvider, 'name' | 'enabled'>,
  workspaceId: string,
): Promise<PaymentAccount> {
  const row = await db
    .selectFrom('payment_settings')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  const settings = row ?? DEFAULTS;
  const same = provider.enabled && settings.provider === provider.name && settings.account_id !== null;
  return {
    business: businessOf(settings),
    accountId: same ? settings.account_id : null,
    status: same ? settings.account_status : 'none',
  };
}

/** Open invoices of the workspace: while there are any, the currency stays. */
async function openInvoices(db: Kysely<Database>, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** GET /api/settings/payments */
export async function readPaymentSettings(ctx: OwnerContext, provider: PaymentProvider): Promise<PaymentSettingsDto> {
  const [account, open] = await Promise.all([
    readPaymentAccount(ctx.db, provider, ctx.workspaceId),
    openInvoices(ctx.db, ctx.workspaceId),
  ]);
  return {
    provider: provider.name,
    enabled: provider.enabled,
    testMode: provider.testMode,
    account: { status: account.status, id: account.accountId },
    business: account.business,
    openInvoices: open,
    canManage: can(ctx.role, 'payments.manage'),
  };
}

/**
 * PUT /api/settings/payments: the business details as given. The currency changes only while no
 * invoice is open (409, nothing written): an open invoice is payable in the currency it was issued
 * in, and the stages' prices would be read in another currency's minor units.
 */
export async function updatePaymentSettings(
  ctx: OwnerContext,
  provider: PaymentProvider,
  input: BusinessDetails,
): Promise<PaymentSettingsDto> {
  await ctx.db.transaction().execute(async (trx) => {
    // The row exists and is locked: two saves, or a save and an issuing plan, take turns.
    await trx
      .insertInto('payment_settings')
      .values({ workspace_id: ctx.workspaceId })
      .onConflict((oc) => oc.column('workspace_id').doNothing())
      .execute();
    const current = await trx
      .selectFrom('payment_settings')
      .select('currency')
      .where('workspace_id', '=', ctx.workspaceId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.currency !== input.currency && (await openInvoices(trx, ctx.workspaceId)) > 0) {
      throw conflict(PAYMENT_MESSAGES.currencyLocked);
    }
    await trx
      .updateTable('payment_settings')
      .set({
        legal_name: input.legalName,
        address: input.address,
        tax_id: input.taxId,
        tax_rates: JSON.stringify(input.taxRates),
        prices_include_tax: input.pricesIncludeTax,
        currency: input.currency,
        invoice_prefix: input.invoicePrefix,
        payment_terms_days: input.paymentTermsDays,
        footer: input.footer,
        reminder_offsets: JSON.stringify(input.reminderOffsets),
        updated_at: sql`now()`,
      })
      .where('workspace_id', '=', ctx.workspaceId)
      .execute();
  });
  return readPaymentSettings(ctx, provider);
}

/**
 * POST /api/settings/payments/connect: the provider's onboarding for this workspace's account (a
 * Stripe Standard account and its Account Link; the test provider's account, active at once).
 * The account is kept with the status the provider gives; `account.updated` events refresh it.
 * 409 while payments are off on this server (PAYMENTS_PROVIDER=none), nothing written.
 */
export async function connectPaymentAccount(
  ctx: OwnerContext,
  provider: PaymentProvider,
  input: { email: string; origin: string },
): Promise<{ url: string }> {
  if (!provider.enabled) throw conflict(PAYMENT_MESSAGES.paymentsOff);
  const existing = await readPaymentAccount(ctx.db, provider, ctx.workspaceId);
  const back = new URL('/settings/payments', input.origin);
  const returnUrl = new URL(back);
  returnUrl.searchParams.set('connected', '1');
  const refreshUrl = new URL(back);
  refreshUrl.searchParams.set('refresh', '1');
  const connected = await provider.connectAccount({
    workspaceId: ctx.workspaceId,
    accountId: existing.accountId,
    email: input.email,
    returnUrl: returnUrl.toString(),
    refreshUrl: refreshUrl.toString(),
  });
  const account = {
    provider: provider.name,
    account_id: connected.accountId,
    account_status: connected.status,
    updated_at: sql<Date>`now()`,
  };
  await ctx.db
    .insertInto('payment_settings')
    .values({ workspace_id: ctx.workspaceId, ...account })
    .onConflict((oc) => oc.column('workspace_id').doUpdateSet(account))
    .execute();
  return { url: connected.url };
}

/** `account.updated` at the provider: the status of whichever workspace holds that account. */
export async function refreshAccountStatus(
  db: Kysely<Database>,
  provider: PaymentProvider,
  accountId: string,
): Promise<void> {
  const status = await provider.accountStatus(accountId);
  await db
    .updateTable('payment_settings')
    .set({ account_status: status, updated_at: sql`now()` })
    .where('provider', '=', provider.name)
    .where('account_id', '=', accountId)
    .execute();
}
