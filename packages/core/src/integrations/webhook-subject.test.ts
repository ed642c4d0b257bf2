import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from './webhook-schemas';
import { webhookEventClient, webhookEventSubject } from './webhook-subject';

const client = { id: 'c1', client_name: 'Ada Lovelace', project_name: 'Site' };

describe('what a webhook event is about', () => {
  it('names the client or the item of each event', () => {
    expect(webhookEventSubject('client.created', client, null)).toBe('Client: Ada Lovelace');
    expect(webhookEventSubject('client.created', client, 'Ada King')).toBe('Client: Ada King');
    expect(
      webhookEventSubject(
        'submission.created',
        { client_id: 'c1', stage: { id: 's', name: 'Intake' } },
        'Ada Lovelace',
      ),
    ).toBe('Intake from Ada Lovelace');
    expect(webhookEventSubject('submission.created', { client_id: 'c1', stage: null }, 'Ada Lovelace')).toBe(
      'Submission from Ada Lovelace',
    );
    expect(webhookEventSubject('testimonial.created', { client_id: 'c1', name: 'Ada L.' }, 'Ada Lovelace')).toBe(
      'Testimonial from Ada L.',
    );
    expect(webhookEventSubject('testimonial.created', { client_id: 'c1', name: '' }, 'Ada Lovelace')).toBe(
      'Testimonial from Ada Lovelace',
    );
    expect(webhookEventSubject('milestone.reached', { client, stage: { name: 'Design review' } }, null)).toBe(
      'Design review for Ada Lovelace',
    );
    expect(webhookEventSubject('journey.completed', { client, stage: { name: 'Done' } }, null)).toBe(
      'Client: Ada Lovelace',
    );
    const overdue = { client, stage: { name: 'Brand questionnaire' }, due_on: '2026-03-31' };
    expect(webhookEventSubject('stage.overdue', overdue, 'Ada King')).toBe('Brand questionnaire overdue for Ada King');
    expect(webhookEventClient('stage.overdue', overdue)).toEqual({ id: 'c1', name: 'Ada Lovelace' });
    const agreement = { agreement: { client_id: 'c1', title: 'Service agreement' }, contact: null };
    expect(webhookEventSubject('agreement.completed', agreement, 'Ada Lovelace')).toBe(
      'Service agreement for Ada Lovelace',
    );
    expect(webhookEventSubject('agreement.declined', agreement, null)).toBe('Service agreement for a removed client');
    expect(webhookEventClient('agreement.signed', agreement)).toEqual({ id: 'c1', name: null });
  });

  it('names the invoice of the payment events', () => {
    const paid = { invoice: { client_id: 'c1', number: 'INV-0003' } };
    expect(webhookEventSubject('invoice.paid', paid, 'Ada Lovelace')).toBe('Invoice INV-0003 for Ada Lovelace');
    expect(webhookEventSubject('payment.succeeded', { payment: {}, ...paid }, 'Ada Lovelace')).toBe(
      'Invoice INV-0003 for Ada Lovelace',
    );
    expect(webhookEventSubject('payment.refunded', { refund: {}, ...paid }, null)).toBe(
      'Refund of INV-0003 for a removed client',
    );
    expect(webhookEventClient('payment.refunded', paid)).toEqual({ id: 'c1', name: null });
  });

  it('says a removed client when only its id is left, and nothing for a test event or an empty body', () => {
    expect(webhookEventSubject('submission.created', { client_id: 'gone' }, null)).toBe(
      'Submission from a removed client',
    );
    expect(webhookEventSubject('webhook.test', { endpoint_id: 'e', message: 'hi' }, null)).toBeNull();
    expect(webhookEventSubject('client.created', { n: 1 }, null)).toBeNull();
    expect(webhookEventClient('milestone.reached', { client })).toEqual({ id: 'c1', name: 'Ada Lovelace' });
    expect(webhookEventClient('submission.created', { client_id: 'c1' })).toEqual({ id: 'c1', name: null });
  });

  it('never throws, whatever the stored body holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WEBHOOK_EVENTS, 'webhook.test', 'x'),
        fc.anything(),
        fc.option(fc.string()),
        (type, data, name) => {
          const subject = webhookEventSubject(type, data, name);
          expect(subject === null || typeof subject === 'string').toBe(true);
        },
      ),
    );
  });
});
