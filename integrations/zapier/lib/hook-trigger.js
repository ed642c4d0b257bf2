const { DATA } = require('./samples');
const { OUTPUT_FIELDS, keyOf } = require('./events');

/**
 * One Zap item from one event: the event's data with `event_type` and `occurred_at` beside it, and
 * an `id` Zapier tells items apart by (the resource's own, else the event's).
 */
function itemOf(type, timestamp, data, eventId) {
  const parts = [
    data.client?.id,
    data.stage?.id,
    data.agreement?.id,
    data.payment?.id,
    data.invoice?.id,
    data.refund?.credit_note_id,
  ];
  const id = data.id ?? eventId ?? [type, ...parts.filter(Boolean), timestamp].join(':');
  return { ...data, id, event_type: type, occurred_at: timestamp };
}

/**
 * A REST-hook trigger: subscribing makes a Bloom webhook endpoint for this one event (its
 * deliveries are signed and retried by Bloom), unsubscribing deletes it, and `performList` reads
 * the workspace's newest real events so a Zap can be set up and tested before the next one happens.
 */
function hookTrigger({ type, noun, label, description }) {
  return {
    key: keyOf(type),
    noun,
    display: { label, description },
    operation: {
      type: 'hook',
      performSubscribe: async (z, bundle) => {
        const res = await z.request({
          url: `${bundle.authData.base_url}/api/v1/webhooks`,
          method: 'POST',
          body: { url: bundle.targetUrl, events: [type], description: `Zapier: ${label}` },
        });
        // The endpoint (its id unsubscribes); its signing secret is not kept.
        return res.data.endpoint;
      },
      performUnsubscribe: async (z, bundle) => {
        const res = await z.request({
          url: `${bundle.authData.base_url}/api/v1/webhooks/${bundle.subscribeData.id}`,
          method: 'DELETE',
        });
        return res.data;
      },
      perform: async (_z, bundle) => {
        const body = bundle.cleanedRequest;
        // A 'Send test event' from Bloom's settings is not this trigger's event.
        if (!body || body.type !== type || !body.data) return [];
        return [itemOf(type, body.timestamp, body.data, bundle.rawRequest?.headers?.['Http-Webhook-Id'])];
      },
      performList: async (z, bundle) => {
        const res = await z.request({
          url: `${bundle.authData.base_url}/api/v1/events`,
          params: { type, limit: 3 },
        });
        return res.data.data.map((e) => itemOf(type, e.timestamp, e.data, e.event_id));
      },
      sample: itemOf(type, '2026-03-09T14:05:00.000Z', DATA[type], 'msg_2Q1kqvV8sYb3sJ0kQ4d7Xz9a'),
      outputFields: OUTPUT_FIELDS[type],
    },
  };
}

module.exports = { hookTrigger, itemOf };
