// The integrations area's door: what other areas may use of it (the only import path into it).
export { removeOldWebhookMessages } from './webhooks/delivery-job';
export { webhookSubscriptions } from './webhooks/webhook-subscribers';
