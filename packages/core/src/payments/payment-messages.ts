import type { InvoiceKind, InvoiceStatus, PaymentFlag, PlanChoice } from './payment-types';

/** Every product string of payments (owner screens, the portal, emails, PDFs), zod-free for the portal page. */
export const PAYMENT_MESSAGES = {
  // Settings → Payments
  settingsTitle: 'Payments',
  notConnected: 'Connect a payment account in Settings → Payments first.',
  connectStripe: 'Connect Stripe',
  connectPending: 'Finish setting up your Stripe account to take payments.',
  connected: 'Your payment account is connected.',
  paymentsOff: 'Payments are turned off on this server.',
  testMode: 'Test mode — no real payment',
  testModeNotice: 'Payments run in test mode: clients see a test checkout page and no money moves.',
  currencyLocked: 'Change the currency after the open invoices are paid or voided.',
  currencyUnknown: 'Choose a currency from the list.',
  settingsSaved: 'Payment settings saved.',
  legalNameTooLong: 'Legal name is at most 200 characters.',
  addressTooLong: 'Address is at most 1000 characters.',
  taxIdTooLong: 'Tax ID is at most 100 characters.',
  footerTooLong: 'Footer is at most 1000 characters.',
  prefixInvalid: 'Use at most 12 letters, digits, and - / _ . in the invoice prefix.',
  termsInvalid: 'Payment terms are 0 to 365 days.',
  taxRateIdInvalid: 'A tax rate id uses lowercase letters, digits and dashes (at most 40).',
  taxRateNameRequired: 'Name the tax rate.',
  taxRateNameTooLong: 'A tax rate name is at most 60 characters.',
  taxRateInvalid: 'A tax rate is between 0 % and 100 %.',
  taxRateDuplicate: 'Each tax rate has its own id.',
  tooManyTaxRates: 'At most 10 tax rates.',
  reminderOffsetsInvalid: 'Reminders are at most 6 distinct days, from 60 days before to 60 days after the due date.',

  // The payment stage in the journey editor
  stageLabel: 'Payment',
  defaultTitle: 'Payment',
  titleRequired: 'Payment title is required',
  titleTooLong: 'Payment title is at most 200 characters.',
  lineDescriptionRequired: 'Describe each line.',
  lineDescriptionTooLong: 'A line description is at most 300 characters.',
  quantityInvalid: 'Quantity is a whole number from 1 to 10,000.',
  amountInvalid: 'Enter an amount, like 1,250.00.',
  amountTooLarge: 'That amount is too large.',
  tooManyLines: 'At most 50 lines.',
  depositPercentInvalid: 'A deposit is 1 % to 99 % of the total.',
  depositAmountInvalid: 'Enter the deposit amount.',
  instalmentsCount: 'Split into 2 to 12 instalments.',
  instalmentPercentInvalid: 'Each instalment is 1 % to 100 % of the total.',
  instalmentsSum: 'The instalments must add up to 100 %.',
  daysInvalid: 'Due in 0 to 3650 days.',
  dateInvalid: 'Choose a date between 2000 and 2100.',
  milestoneRequired: 'Choose the milestone stage the balance waits for.',

  // Why a stage cannot be paid (paymentConfigProblem)
  noLines: 'Add at least one line to the payment stage.',
  zeroTotal: 'The payment stage totals nothing. Add an amount.',
  unknownTaxRate: (id: string) => `The tax rate “${id}” no longer exists. Choose another in the journey editor.`,
  milestoneMissing: 'The balance waits for a milestone stage that is not in this journey.',
  totalTooLarge: 'The payment stage totals more than can be charged at once.',
  depositTooLarge: 'The deposit is the whole total. Choose “Pay in full” instead.',

  // Owner: invoices and the list
  invoiceNotFound: 'Invoice not found.',
  creditNoteNotFound: 'Credit note not found.',
  alreadyPaid: 'This invoice is already paid.',
  invoiceVoid: 'This invoice was voided.',
  /** The void reason of open invoices left behind when the client picks another way to pay. */
  choiceChanged: 'The client chose another way to pay.',
  voidOnlyOpen: 'Only open, unpaid invoices can be voided.',
  voided: 'Invoice voided.',
  voidReasonTooLong: 'Keep the reason under 500 characters.',
  exportCsv: 'Export CSV',
  noInvoices: 'No invoices yet.',
  flagged: (flag: PaymentFlag) => PAYMENT_FLAG_LABELS[flag],

  // The portal
  stageNotPayment: 'This stage is not a payment stage.',
  planExists: 'You already chose how to pay. Contact us to change it.',
  choiceNotOffered: 'That way of paying is not offered here.',
  notDueYet: 'This invoice is not due yet.',
  cannotPayNow: 'Payments are not available right now. Please try again later.',
  payNow: (amount: string) => `Pay ${amount} now`,
  payInvoice: (amount: string) => `Pay ${amount}`,
  paymentReceived: 'Payment received — thank you',
  paymentProcessing: 'We are confirming your payment. This page updates in a moment.',
  paymentCancelled: 'Payment not completed',
  chooseHowToPay: 'How would you like to pay?',
  dueNow: 'Due now',
  dueOn: (date: string) => `Due ${date}`,
  dueInDays: (days: number) => (days === 1 ? 'Due 1 day after you start' : `Due ${days} days after you start`),
  dueWhenApproved: (stage: string) => `Due when “${stage}” is approved`,
  paid: 'Paid',
  lockedByPayment: 'Pay the amount due to unlock this stage.',
  downloadInvoice: 'Invoice (PDF)',
  downloadReceipt: 'Receipt (PDF)',
  downloadCreditNote: 'Credit note (PDF)',
  subtotal: 'Subtotal',
  total: 'Total',
  taxLine: (name: string, rate: string) => `${name} (${rate})`,
  amountDue: 'Amount due',
  lessPaid: (number: string) => `Less ${number}`,

  // Labels of installments (also the invoice lines of a deposit or instalment)
  depositLabel: (percent: number | null) => (percent === null ? 'Deposit' : `Deposit (${percent} %)`),
  balanceLabel: 'Balance',
  fullLabel: 'Payment in full',
  instalmentLabel: (n: number, of: number) => `Instalment ${n} of ${of}`,

  // Test provider pages
  testPageTitle: 'Test checkout',
  testPay: 'Pay',
  testDecline: 'Decline',
  testCancel: 'Cancel',
  testRefund: 'Refund',
  testDisabled: 'The test checkout is off: real payments are on.',
  testSessionNotFound: 'This test checkout does not exist.',
  testSessionClosed: 'This test checkout is closed.',
  refundAmountInvalid: 'Enter an amount up to what was paid and not yet refunded.',

  // Emails
  emailInvoiceSubject: (number: string, workspaceName: string) => `Invoice ${number} from ${workspaceName}`,
  emailReceiptSubject: (number: string) => `Receipt for ${number}`,
  emailCreditNoteSubject: (number: string) => `Credit note ${number}`,
  emailReminderSubject: (number: string, overdue: boolean) =>
    overdue ? `Overdue: invoice ${number}` : `Reminder: invoice ${number}`,

  // Documents
  invoiceTitle: 'Invoice',
  receiptTitle: 'Receipt',
  creditNoteTitle: 'Credit note',
  paymentTermsDays: (days: number) =>
    days === 0 ? 'Due on receipt.' : days === 1 ? 'Payment due within 1 day.' : `Payment due within ${days} days.`,
  pricesIncludeTax: 'Prices include tax.',
} as const;

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus | 'overdue' | 'refunded', string> = {
  open: 'Open',
  paid: 'Paid',
  void: 'Void',
  overdue: 'Overdue',
  refunded: 'Refunded',
};

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  full: 'Payment in full',
  deposit: 'Deposit',
  instalment: 'Instalment',
  final: 'Balance',
};

export const PLAN_CHOICE_LABELS: Record<PlanChoice, string> = {
  full: 'Pay in full',
  deposit: 'Pay a deposit now, the rest later',
  instalments: 'Pay in instalments',
};

export const PAYMENT_FLAG_LABELS: Record<PaymentFlag, string> = {
  invoice_void: 'Paid after the invoice was voided: refund it at your provider.',
  already_paid: 'Paid twice: refund one of the payments at your provider.',
  amount_mismatch: 'The amount paid differs from the invoice.',
};
