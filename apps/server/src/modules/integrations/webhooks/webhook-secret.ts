import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Standard Webhooks' secret prefix; the rest is the base64 of the key bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` + base64 of 32 random bytes (shown to the owner once). */
export const newWebhookSecret = (): string => WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64');

/** The HMAC key bytes of a secret (the base64 part after `whsec_`). */
export const webhookSecretKey = (secret: string): Buffer =>
  Buffer.from(secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret, 'base64');

// A fixed label: the same AUTH_SECRET derives other keys for other purposes, never this one.
const KEY_INFO = 'bloom/webhook-secret/v1';
const VERSION = 'v1';

/** The AES-256 key for secrets at rest, derived from AUTH_SECRET (HKDF-SHA256). */
const keyOf = (authSecret: string) => Buffer.from(hkdfSync('sha256', authSecret, '', KEY_INFO, 32));

/**
 * Encrypts a signing secret for the database with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`
 * (base64url parts, a random 12-byte IV each time). A database dump alone signs nothing.
 */
export function encryptSecret(secret: string, authSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(authSecret), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret back; throws when the value was altered or encrypted with another AUTH_SECRET. */
export function decryptSecret(encrypted: string, authSecret: string): string {
  const [version, iv, tag, data, ...rest] = encrypted.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined || rest.length > 0) {
    throw new Error('[webhooks] not an encrypted webhook secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', keyOf(authSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
