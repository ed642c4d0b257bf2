import type {
  BusinessDetails,
  ClientPaymentsDto,
  InvoiceDto,
  MeResponse,
  PaymentSettingsDto,
  PaymentsListDto,
  Role,
} from '@bloom/core';
import { sessionKeys } from '../../api/session';
import type { Seed } from '../../lib/static-render';

export { render, type Seed, textOf } from '../../lib/static-render';

/** Fixtures for the payments screens' tests (never bundled: only tests import it). */

/** The signed-in person as GET /api/me answers, in `role`. */
export const sessionAs = (role: Role): Seed => [
  sessionKeys.all,
  {
    user: { id: 'user-1', email: 'ana@example.com', name: 'Ana Lima' },
    workspace: {
      id: 'w1',
      name: 'Lima Studio',
      primaryColor: '#14b8a6',
      logoUrl: null,
      onboardingCompleted: true,
      timezone: 'UTC',
      accentColor: null,
      calendlyUrl: null,
    },
    profile: { messageVariant: 'c' },
    isAdmin: false,
    portalOrigin: 'https://portal.example.com',
    role,
  } satisfies MeResponse,
];

export const business = (extra: Partial<BusinessDetails> = {}): BusinessDetails => ({
  legalName: 'Lima Studio LLC',
  address: '1 Main St',
  taxId: 'DE123456789',
  taxRates: [
    { id: 'vat', name: 'VAT', rate: 20000 },
    { id: 'reduced', name: 'Reduced', rate: 5500 },
  ],
  pricesIncludeTax: false,
  currency: 'EUR',
  invoicePrefix: 'LS-',
  paymentTermsDays: 14,
  footer: 'IBAN DE00 0000',
  reminderOffsets: [-7, 0, 2],
  ...extra,
});

export const settings = (extra: Partial<PaymentSettingsDto> = {}): PaymentSettingsDto => ({
  provider: 'test',
  enabled: true,
  testMode: true,
  account: { status: 'none', id: null },
  business: business(),
  openInvoices: 0,
  canManage: true,
  ...extra,
});

export const invoice = (extra: Partial<InvoiceDto> = {}): InvoiceDto => ({
  id: 'inv-1',
  clientId: 'c1',
  clientName: 'Maya Chen',
  number: 'LS-0001',
  kind: 'deposit',
  status: 'open',
  currency: 'EUR',
  total: 115500,
  amountDue: 115500,
  amountPaid: 0,
  amountRefunded: 0,
  issuedOn: '2026-03-02',
  dueOn: '2026-03-02',
  paidAt: null,
  voidedAt: null,
  overdue: false,
  title: 'Brand identity',
  pdfUrl: '/api/clients/c1/invoices/inv-1/pdf',
  receiptUrl: null,
  creditNotes: [],
  flagged: [],
  ...extra,
});

export const clientPayments = (invoices: InvoiceDto[], extra: Partial<ClientPaymentsDto> = {}): ClientPaymentsDto => ({
  currency: 'EUR',
  invoices,
  plans: [],
  totals: [{ currency: 'EUR', due: 0, paid: 0, refunded: 0 }],
  ...extra,
});

/** An infinite query's cached pages, as TanStack keeps them. */
export const pages = (...list: PaymentsListDto[]) => ({ pages: list, pageParams: list.map((_, i) => i || null) });
