import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, newWebhookSecret } from './webhook-secret';

const AUTH = 'test-secret-test-secret-test-secret-00';

describe('webhook secret encryption', () => {
  it('round-trips, with a new IV each time, and never contains the secret', () => {
    const secret = newWebhookSecret();
    const a = encryptSecret(secret, AUTH);
    const b = encryptSecret(secret, AUTH);
    expect(a).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret.slice(6, 20));
    expect(decryptSecret(a, AUTH)).toBe(secret);
    expect(decryptSecret(b, AUTH)).toBe(secret);
  });

  it('refuses a tampered value and another AUTH_SECRET', () => {
    const enc = encryptSecret(newWebhookSecret(), AUTH);
    const [v, iv, tag, data = ''] = enc.split('.');
    const flipped = data.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(() => decryptSecret([v, iv, tag, flipped].join('.'), AUTH)).toThrow();
    expect(() => decryptSecret(enc, `${AUTH}-other`)).toThrow();
    expect(() => decryptSecret('plain', AUTH)).toThrow();
    expect(() => decryptSecret(`v2.${iv}.${tag}.${data}`, AUTH)).toThrow();
  });
});
