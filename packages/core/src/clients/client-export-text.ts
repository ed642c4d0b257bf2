/**
 * The words of a client's data export (issue 38): the client page's "Personal data" card, the
 * zip's README.txt and its summary.pdf.
 */
export const CLIENT_DATA_CARD = {
  title: 'Personal data',
  rights:
    'Under the GDPR your client can ask for a copy of their data (access and portability) or for it to be erased.',
  exportButton: "Export this client's data",
  exporting: 'Preparing the export…',
  exportFailed: 'The export could not be downloaded. Please try again.',
  exportDone: 'Export downloaded',
  eraseButton: 'Erase personal data',
} as const;

/** README.txt: what each file of the zip holds. */
export const clientExportReadme = (clientName: string, exportedAt: string) =>
  [
    `Data export for ${clientName}`,
    `Made on ${exportedAt} (UTC) from Bloom, at the request of the business that works with this client.`,
    '',
    'summary.pdf         A readable summary of everything below.',
    'client.json         The client: name, email, status, journey, dates, reminder settings, unsubscribe.',
    'contacts.json       The people on the client side and their email state.',
    'answers.json        Every answer given in the portal, stage by stage, question by question (drafts marked).',
    'files/              Every file the client or their contacts uploaded.',
    'deliverables/       The files the business shared with the client.',
    'files.json          The list of those files, with who uploaded them and when.',
    'testimonial.json    The testimonials written, with the permission to publish them.',
    'agreements.json     The agreements sent, their signers and signatures.',
    'agreements/         The signed PDFs, where signing finished.',
    'invoices.json       Invoices, payment plans and payments, where there are any.',
    'consents.json       Email unsubscribe, consent to sign electronically, permission to publish testimonials.',
    'audit-events.json   What happened and when: submissions, reviews, testimonials, agreements, journey steps.',
    'emails.json         The emails sent to the client or their contacts: subject, date and recipient.',
    '',
    'Dates are in ISO 8601 (UTC). A file listed with "available": false could not be read from storage.',
  ].join('\n');

/** summary.pdf's headings and labels. */
export const CLIENT_EXPORT_PDF = {
  title: (clientName: string) => `Personal data of ${clientName}`,
  made: (at: string) => `Exported on ${at} (UTC)`,
  details: 'Client details',
  contacts: 'Contacts',
  answers: 'Answers',
  files: 'Files',
  consents: 'Consents',
  events: 'Events',
  none: 'None.',
  draft: 'draft, not sent',
  footer: (clientName: string) => `Data export · ${clientName}`,
  page: (n: number, total: number) => `Page ${n} of ${total}`,
} as const;
