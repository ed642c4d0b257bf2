import { describe, expect, it } from 'vitest';
import {
  CODE_MAX_ATTEMPTS,
  CODE_MAX_SENDS,
  CODE_TTL_MS,
  codeCheck,
  codeExpiry,
  codeRequired,
  codeSendCheck,
  generateCodeDigits,
  isCodeFormat,
  triesLeftAfterWrong,
} from './signing-code';

const sentAt = new Date('2025-03-04T10:00:00Z');
const at = (ms: number) => new Date(sentAt.getTime() + ms);
const MIN = 60_000;

describe('the signing code', () => {
  it('is 6 digits from the random source', () => {
    const digits = [3, 0, 9, 1, 4, 7];
    const code = generateCodeDigits((max) => {
      expect(max).toBe(10);
      return digits.shift() as number;
    });
    expect(code).toBe('309147');
    expect(isCodeFormat(code)).toBe(true);
    expect(isCodeFormat('12345')).toBe(false);
    expect(isCodeFormat('12345a')).toBe(false);
    expect(isCodeFormat('1234567')).toBe(false);
  });

  it('lives 10 minutes: ok a millisecond before, expired at exactly 10 minutes', () => {
    expect(CODE_TTL_MS).toBe(10 * MIN);
    const state = { codeHash: 'h', codeExpiresAt: codeExpiry(sentAt), codeAttempts: 0 };
    expect(codeCheck(state, sentAt)).toBe('ok');
    expect(codeCheck(state, at(10 * MIN - 1))).toBe('ok');
    expect(codeCheck(state, at(10 * MIN))).toBe('expired');
    expect(codeCheck(state, at(11 * MIN))).toBe('expired');
  });

  it('allows 5 tries: the fifth wrong one kills it, even within its 10 minutes', () => {
    expect(CODE_MAX_ATTEMPTS).toBe(5);
    const state = (codeAttempts: number) => ({ codeHash: 'h', codeExpiresAt: codeExpiry(sentAt), codeAttempts });
    expect(codeCheck(state(4), at(MIN))).toBe('ok');
    expect(triesLeftAfterWrong(0)).toBe(4);
    expect(triesLeftAfterWrong(4)).toBe(0);
    expect(codeCheck(state(5), at(MIN))).toBe('too_many_attempts');
    // Too many tries wins over expiry: the message says to send a new one either way.
    expect(codeCheck(state(5), at(20 * MIN))).toBe('too_many_attempts');
  });

  it('without a code there is nothing to check', () => {
    expect(codeCheck({ codeHash: null, codeExpiresAt: null, codeAttempts: 0 }, sentAt)).toBe('no_code');
  });

  it('sends at most 5 codes while they come within 15 minutes of each other', () => {
    expect(CODE_MAX_SENDS).toBe(5);
    expect(codeSendCheck({ codeSentAt: null, codeSends: 0 }, sentAt)).toEqual({ ok: true, sends: 1 });
    expect(codeSendCheck({ codeSentAt: sentAt, codeSends: 4 }, at(MIN))).toEqual({ ok: true, sends: 5 });
    expect(codeSendCheck({ codeSentAt: sentAt, codeSends: 5 }, at(MIN))).toEqual({ ok: false, retryAfterMs: 14 * MIN });
    // 15 quiet minutes start the count again.
    expect(codeSendCheck({ codeSentAt: sentAt, codeSends: 5 }, at(15 * MIN))).toEqual({ ok: true, sends: 1 });
  });

  it('is required of a contact unless they have no email and the owner allowed it; never of a member', () => {
    expect(codeRequired({ kind: 'contact', email: 'a@b.c' }, false)).toBe(true);
    expect(codeRequired({ kind: 'contact', email: 'a@b.c' }, true)).toBe(true);
    expect(codeRequired({ kind: 'contact', email: null }, false)).toBe(true);
    expect(codeRequired({ kind: 'contact', email: null }, true)).toBe(false);
    expect(codeRequired({ kind: 'member', email: 'o@b.c' }, false)).toBe(false);
  });
});
