import { createHmac } from 'node:crypto';
import { webhookSecretKey } from './webhook-secret';

export interface SignInput {
  /** The webhook-id header: the message's event id, the same on every try. */
  id: string;
  /** The webhook-timestamp header: unix seconds of this try. */
  timestamp: number;
  /** The exact body bytes sent. */
  body: string;
  /** The secrets to sign with (`whsec_…`): the current one, then a rotated-out one still valid. */
  secrets: string[];
}

/**
 * The `webhook-signature` header (Standard Webhooks): `v1,<base64 HMAC-SHA256 of
 * "{id}.{timestamp}.{body}">` per secret, space separated, so a receiver holding either the new
 * or the old secret verifies during a rotation.
 */
export function signWebhook({ id, timestamp, body, secrets }: SignInput): string {
  const content = `${id}.${timestamp}.${body}`;
  return secrets
    .map((secret) => `v1,${createHmac('sha256', webhookSecretKey(secret)).update(content, 'utf8').digest('base64')}`)
    .join(' ');
}

export interface EndpointSecrets {
  secret_encrypted: string;
  previous_secret_encrypted: string | null;
  previous_secret_expires_at: Date | null;
}

/** The encrypted secrets to sign with now: the current one, and the previous until it expires. */
export function activeEncryptedSecrets(endpoint: EndpointSecrets, now: Date): string[] {
  const { previous_secret_encrypted: previous, previous_secret_expires_at: expires } = endpoint;
  const keepPrevious = previous && expires && expires.getTime() > now.getTime();
  return keepPrevious ? [endpoint.secret_encrypted, previous] : [endpoint.secret_encrypted];
}
