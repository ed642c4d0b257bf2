/** The words of erasing a client's personal data, shared by the server and the dialog. */
export const ERASURE_MESSAGES = {
  confirmMismatch: "Type the client's name exactly as shown to confirm.",
  erased: 'Personal data erased',
  title: 'Erase personal data',
  button: 'Erase personal data',
  pending: 'Erasing…',
  confirmLabel: "Type the client's name to confirm",
  removed:
    'Removed: the client and every contact (names, emails, portal links), their answers, uploaded files, deliverables, testimonials (also from the widget and wall), agreements with their signatures and signed PDFs, emails to them, reminders, notifications and what webhooks and stored API answers said about them.',
  kept: 'Kept: invoice, payment and credit note amounts, numbers and dates for your books (billed to "Erased client"), and anonymous counts in insights.',
  irreversible: 'This cannot be undone. The portal links stop working at once.',
} as const;
