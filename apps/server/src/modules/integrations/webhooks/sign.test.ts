import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { activeEncryptedSecrets, signWebhook } from './sign';
import { newWebhookSecret } from './webhook-secret';

const headersFor = (id: string, timestamp: number, signature: string) => ({
  'webhook-id': id,
  'webhook-timestamp': String(timestamp),
  'webhook-signature': signature,
});

describe('signWebhook', () => {
  const body = JSON.stringify({
    type: 'client.created',
    timestamp: '2026-01-01T00:00:00.000Z',
    data: { id: 'c1', name: 'Zoë' },
  });
  const now = () => Math.floor(Date.now() / 1000);

  it('signs as Standard Webhooks: the standardwebhooks package verifies it and makes the same signature', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const ts = now();
    const signature = signWebhook({ id: 'msg_1', timestamp: ts, body, secrets: [secret] });
    expect(signature).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headersFor('msg_1', ts, signature))).toEqual(JSON.parse(body));
    expect(signature).toBe(new Webhook(secret).sign('msg_1', new Date(ts * 1000), body));
  });

  it('fails verification for another secret, another body, another id or another timestamp', () => {
    const secret = newWebhookSecret();
    const ts = now();
    const signature = signWebhook({ id: 'msg_1', timestamp: ts, body, secrets: [secret] });
    expect(() => new Webhook(newWebhookSecret()).verify(body, headersFor('msg_1', ts, signature))).toThrow();
    expect(() => new Webhook(secret).verify(`${body} `, headersFor('msg_1', ts, signature))).toThrow();
    expect(() => new Webhook(secret).verify(body, headersFor('msg_2', ts, signature))).toThrow();
    expect(() => new Webhook(secret).verify(body, headersFor('msg_1', ts - 1, signature))).toThrow();
  });

  it('during a rotation signs with both secrets: a receiver holding either verifies', () => {
    const [fresh, old] = [newWebhookSecret(), newWebhookSecret()];
    const ts = now();
    const signature = signWebhook({ id: 'msg_1', timestamp: ts, body, secrets: [fresh, old] });
    expect(signature.split(' ')).toHaveLength(2);
    expect(() => new Webhook(fresh).verify(body, headersFor('msg_1', ts, signature))).not.toThrow();
    expect(() => new Webhook(old).verify(body, headersFor('msg_1', ts, signature))).not.toThrow();
  });
});

describe('activeEncryptedSecrets', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const endpoint = (expires: Date | null) => ({
    secret_encrypted: 'new',
    previous_secret_encrypted: expires ? 'old' : null,
    previous_secret_expires_at: expires,
  });

  it('keeps the previous secret until it expires, then only the new one', () => {
    expect(activeEncryptedSecrets(endpoint(new Date('2026-03-02T11:59:59Z')), now)).toEqual(['new', 'old']);
    expect(activeEncryptedSecrets(endpoint(new Date('2026-03-01T12:00:00Z')), now)).toEqual(['new']);
    expect(activeEncryptedSecrets(endpoint(new Date('2026-02-28T12:00:00Z')), now)).toEqual(['new']);
    expect(activeEncryptedSecrets(endpoint(null), now)).toEqual(['new']);
  });

  it('after expiry a receiver still holding the old secret no longer verifies', () => {
    const [fresh, old] = [newWebhookSecret(), newWebhookSecret()];
    const byName: Record<string, string> = { new: fresh, old };
    const body = '{"type":"webhook.test"}';
    const ts = Math.floor(Date.now() / 1000);
    const sign = (expires: Date) =>
      signWebhook({
        id: 'msg_x',
        timestamp: ts,
        body,
        secrets: activeEncryptedSecrets(endpoint(expires), now).map((n) => byName[n] ?? ''),
      });
    const during = sign(new Date('2026-03-02T00:00:00Z'));
    const after = sign(new Date('2026-03-01T00:00:00Z'));
    expect(() => new Webhook(old).verify(body, headersFor('msg_x', ts, during))).not.toThrow();
    expect(() => new Webhook(old).verify(body, headersFor('msg_x', ts, after))).toThrow();
    expect(() => new Webhook(fresh).verify(body, headersFor('msg_x', ts, after))).not.toThrow();
  });
});
