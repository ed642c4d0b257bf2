/**
 * What a logged webhook event is about (issue 31: the delivery log names the client or the item),
 * read from the body it sent: the public API's resources (public-api-schemas.ts).
 */

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The client an event's `data` is about: its id, and its name then when the body carries it. */
export function webhookEventClient(eventType: string, data: unknown): { id: string | null; name: string | null } {
  const d = record(data);
  switch (eventType) {
    case 'client.created':
      return { id: textOf(d.id), name: textOf(d.client_name) };
    case 'submission.created':
    case 'testimonial.created':
      return { id: textOf(d.client_id), name: null };
    case 'milestone.reached':
    case 'journey.completed':
    case 'stage.overdue': {
      const client = record(d.client);
      return { id: textOf(client.id), name: textOf(client.client_name) };
    }
    case 'agreement.signed':
    case 'agreement.completed':
    case 'agreement.declined':
      return { id: textOf(record(d.agreement).client_id), name: null };
    case 'payment.succeeded':
    case 'invoice.paid':
    case 'payment.refunded':
      return { id: textOf(record(d.invoice).client_id), name: null };
    default:
      return { id: null, name: null };
  }
}

/**
 * The event in a few words: 'Client: Ada Lovelace', 'Intake from Ada Lovelace', 'Testimonial
 * from Ada Lovelace', 'Design review for Ada Lovelace'. `currentName` is the client's name now
 * (null when it is gone: the name in the body, else 'a removed client'). Null for a test event
 * or a body that names nothing.
 */
export function webhookEventSubject(eventType: string, data: unknown, currentName: string | null): string | null {
  const d = record(data);
  const client = webhookEventClient(eventType, data);
  const name = currentName ?? client.name ?? (client.id ? 'a removed client' : null);
  const stage = textOf(record(d.stage).name);
  switch (eventType) {
    case 'client.created':
    case 'journey.completed':
      return name ? `Client: ${name}` : null;
    case 'submission.created':
      return name ? `${stage ?? 'Submission'} from ${name}` : null;
    case 'testimonial.created': {
      // The name the client signed it with.
      const author = textOf(d.name) ?? name;
      return author ? `Testimonial from ${author}` : null;
    }
    case 'milestone.reached':
      return name && stage ? `${stage} for ${name}` : name ? `Client: ${name}` : null;
    case 'stage.overdue':
      // 'Brand questionnaire overdue for Ada Lovelace'.
      return name && stage ? `${stage} overdue for ${name}` : name ? `Client: ${name}` : null;
    case 'agreement.signed':
    case 'agreement.completed':
    case 'agreement.declined': {
      // 'Service agreement for Ada Lovelace'.
      const title = textOf(record(d.agreement).title) ?? 'Agreement';
      return name ? `${title} for ${name}` : null;
    }
    case 'payment.succeeded':
    case 'invoice.paid':
    case 'payment.refunded': {
      // 'Invoice INV-0003 for Ada Lovelace'.
      const number = textOf(record(d.invoice).number);
      const what = eventType === 'payment.refunded' ? 'Refund of' : 'Invoice';
      return name ? `${what} ${number ?? 'an invoice'} for ${name}` : null;
    }
    default:
      return null;
  }
}
