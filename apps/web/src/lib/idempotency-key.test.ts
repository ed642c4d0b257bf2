import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { randomUuid, submissionKeys } from './idempotency-key';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('submissionKeys', () => {
  it('keeps the key while the same submission is retried after a network error or a 5xx', () => {
    const keys = submissionKeys(counter());
    const body = { projectName: 'Site', clientName: 'Ada' };
    expect(keys.keyFor(body)).toBe('key-1');
    keys.settled(new ApiError(0, 'NETWORK_ERROR', 'offline'));
    expect(keys.keyFor({ ...body })).toBe('key-1');
    keys.settled(new ApiError(502, 'HTTP_502', 'bad gateway'));
    expect(keys.keyFor(body)).toBe('key-1');
    keys.settled(new ApiError(409, 'IDEMPOTENCY_KEY_IN_PROGRESS', 'still running'));
    expect(keys.keyFor(body)).toBe('key-1');
  });

  it('takes a new key for a new submission: after a success, another refusal or a changed body', () => {
    const keys = submissionKeys(counter());
    const body = { name: 'Onboarding' };
    expect(keys.keyFor(body)).toBe('key-1');
    keys.settled(null);
    expect(keys.keyFor(body)).toBe('key-2');
    keys.settled(new ApiError(400, 'VALIDATION_ERROR', 'Name is required'));
    expect(keys.keyFor(body)).toBe('key-3');
    keys.settled(new ApiError(0, 'NETWORK_ERROR', 'offline'));
    expect(keys.keyFor({ name: 'Onboarding 2' })).toBe('key-4');
  });
});

describe('randomUuid', () => {
  it('is a version-4 UUID, also where crypto.randomUUID is missing', () => {
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomUuid()).toMatch(v4);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const a = randomUuid();
      expect(a).toMatch(v4);
      expect(randomUuid()).not.toBe(a);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
