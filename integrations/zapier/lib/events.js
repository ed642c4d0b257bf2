/**
 * Every event Bloom's webhooks send, one trigger each. Kept in step with Bloom's own list
 * (WEBHOOK_EVENTS in packages/core): the app's test fails when Bloom sends an event this misses.
 */
const EVENTS = [
  {
    type: 'client.created',
    noun: 'Client',
    label: 'New Client',
    description: 'Triggers when a client is added to Bloom.',
  },
  {
    type: 'submission.created',
    noun: 'Submission',
    label: 'New Form Submission',
    description: 'Triggers when a client sends the answers of a form step in their portal.',
  },
  {
    type: 'testimonial.created',
    noun: 'Testimonial',
    label: 'New Testimonial',
    description: 'Triggers when a client leaves a testimonial.',
  },
  {
    type: 'milestone.reached',
    noun: 'Milestone',
    label: 'Milestone Reached',
    description: 'Triggers when a client completes a step of their journey.',
  },
  {
    type: 'journey.completed',
    noun: 'Journey',
    label: 'Journey Completed',
    description: 'Triggers when a client completes the last step of their journey.',
  },
  {
    type: 'stage.overdue',
    noun: 'Step',
    label: 'Step Overdue',
    description: 'Triggers when a step passes its due date without being done.',
  },
  {
    type: 'agreement.signed',
    noun: 'Agreement',
    label: 'Agreement Signed',
    description: 'Triggers when someone signs an agreement.',
  },
  {
    type: 'agreement.completed',
    noun: 'Agreement',
    label: 'Agreement Fully Signed',
    description: 'Triggers when everyone has signed an agreement.',
  },
  {
    type: 'agreement.declined',
    noun: 'Agreement',
    label: 'Agreement Declined',
    description: 'Triggers when a client declines to sign an agreement.',
  },
  {
    type: 'payment.succeeded',
    noun: 'Payment',
    label: 'Payment Received',
    description: 'Triggers when a client pays (all or part of) an invoice.',
  },
  {
    type: 'invoice.paid',
    noun: 'Invoice',
    label: 'Invoice Paid in Full',
    description: 'Triggers when an invoice is fully paid.',
  },
  {
    type: 'payment.refunded',
    noun: 'Refund',
    label: 'Payment Refunded',
    description: 'Triggers when a payment is refunded.',
  },
];

/** A trigger's key: `client.created` → `client_created` (Zapier keys take no dots). */
const keyOf = (type) => type.replace(/\./g, '_');

/** Labels for the fields a Zap shows, in words a non-developer reads (nested fields use `__`). */
const CLIENT_FIELDS = [
  { key: 'project_name', label: 'Project Name' },
  { key: 'client_name', label: 'Client Name' },
  { key: 'client_email', label: 'Client Email' },
  { key: 'status', label: 'Client Status' },
  { key: 'journey__name', label: 'Journey Name' },
  { key: 'completed_stages', label: 'Steps Completed', type: 'integer' },
  { key: 'total_stages', label: 'Total Steps', type: 'integer' },
  { key: 'portal_url', label: 'Client Portal Link' },
  { key: 'created_at', label: 'Created At', type: 'datetime' },
];
const prefixed = (prefix, fields, noun) =>
  fields.map((f) => ({
    ...f,
    key: `${prefix}__${f.key}`,
    label: f.label.startsWith(noun) ? f.label : `${noun} ${f.label}`,
  }));
const CONTACT_FIELDS = [
  { key: 'contact__name', label: 'Contact Name' },
  { key: 'contact__email', label: 'Contact Email' },
];
const AGREEMENT_FIELDS = [
  { key: 'agreement__title', label: 'Agreement Title' },
  { key: 'agreement__status', label: 'Agreement Status' },
  { key: 'agreement__final_url', label: 'Signed PDF Link' },
  { key: 'agreement__client_id', label: 'Client ID' },
  ...CONTACT_FIELDS,
];
const INVOICE_FIELDS = [
  { key: 'invoice__number', label: 'Invoice Number' },
  { key: 'invoice__title', label: 'Invoice Title' },
  { key: 'invoice__currency', label: 'Currency' },
  { key: 'invoice__total', label: 'Invoice Total (in cents)', type: 'integer' },
  { key: 'invoice__amount_paid', label: 'Amount Paid (in cents)', type: 'integer' },
  { key: 'invoice__due_on', label: 'Invoice Due Date' },
  { key: 'invoice__pdf_url', label: 'Invoice PDF Link' },
  { key: 'invoice__client_id', label: 'Client ID' },
];
const MILESTONE_FIELDS = [
  ...prefixed('client', CLIENT_FIELDS, 'Client'),
  { key: 'stage__name', label: 'Step Name' },
  ...CONTACT_FIELDS,
];

const OUTPUT_FIELDS = {
  'client.created': CLIENT_FIELDS,
  'submission.created': [
    { key: 'client_id', label: 'Client ID' },
    { key: 'stage__name', label: 'Step Name' },
    { key: 'status', label: 'Submission Status' },
    { key: 'submitted_at', label: 'Submitted At', type: 'datetime' },
    ...CONTACT_FIELDS,
  ],
  'testimonial.created': [
    { key: 'quote', label: 'Testimonial' },
    { key: 'name', label: 'Author Name' },
    { key: 'title', label: 'Author Job Title' },
    { key: 'company', label: 'Author Company' },
    { key: 'rating', label: 'Rating (1 to 5)', type: 'integer' },
    { key: 'publish_permission', label: 'May Be Published', type: 'boolean' },
    { key: 'client_id', label: 'Client ID' },
  ],
  'milestone.reached': MILESTONE_FIELDS,
  'journey.completed': MILESTONE_FIELDS,
  'stage.overdue': [
    ...prefixed('client', CLIENT_FIELDS, 'Client'),
    { key: 'stage__name', label: 'Step Name' },
    { key: 'due_on', label: 'Was Due On' },
  ],
  'agreement.signed': AGREEMENT_FIELDS,
  'agreement.completed': AGREEMENT_FIELDS,
  'agreement.declined': AGREEMENT_FIELDS,
  'payment.succeeded': [
    { key: 'payment__amount', label: 'Amount Paid (in cents)', type: 'integer' },
    { key: 'payment__method', label: 'Payment Method' },
    ...INVOICE_FIELDS,
  ],
  'invoice.paid': INVOICE_FIELDS,
  'payment.refunded': [
    { key: 'refund__amount', label: 'Amount Refunded (in cents)', type: 'integer' },
    { key: 'refund__credit_note_number', label: 'Credit Note Number' },
    ...INVOICE_FIELDS,
  ],
};

/** A client as /api/v1/clients answers it: what Create Client and Find Client return. */
const CLIENT_OUTPUT_FIELDS = [{ key: 'id', label: 'Client ID' }, ...CLIENT_FIELDS];

module.exports = { CLIENT_OUTPUT_FIELDS, EVENTS, OUTPUT_FIELDS, keyOf };
