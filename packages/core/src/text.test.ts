import { describe, expect, it } from 'vitest';
import { storableJson, text, toWellFormed } from './text';

describe('text()', () => {
  const name = text({ label: 'Journey name', error: 'Journey name is required' }).trim().min(1).max(5);

  it('refuses NUL with a message that names the field, before any other rule', () => {
    expect(name.safeParse('a\u0000b').error?.issues[0]?.message).toBe('Journey name must not contain NUL characters');
    expect(name.safeParse('\u0000'.repeat(9)).error?.issues[0]?.message).toBe(
      'Journey name must not contain NUL characters',
    );
    expect(text().safeParse('\u0000').error?.issues[0]?.message).toBe('Text must not contain NUL characters');
  });

  it('keeps the zod error for a missing value and the chained rules', () => {
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe('Journey name is required');
    expect(name.safeParse(3).error?.issues[0]?.message).toBe('Journey name is required');
    expect(name.safeParse('  ab  ').data).toBe('ab');
    expect(name.safeParse('abcdef').success).toBe(false);
  });

  it('replaces lone surrogates with U+FFFD and keeps pairs', () => {
    expect(text().parse('\uc5b4/\u05d1\udc69\u00fc')).toBe('\uc5b4/\u05d1\ufffd\u00fc');
    expect(text().parse('\ud83d')).toBe('\ufffd');
    expect(text().parse('\udc69\ud83d')).toBe('\ufffd\ufffd');
    expect(text().parse('a😀b')).toBe('a😀b');
    expect(text().parse('\ud83d\ud83d\ude00')).toBe('\ufffd😀');
  });
});

describe('toWellFormed', () => {
  it('matches String.prototype.toWellFormed on every pair of code units around a surrogate', () => {
    const units = [0x41, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xd83d, 0xde00, 0xfffd];
    for (const a of units) {
      for (const b of units) {
        for (const c of units) {
          const s = String.fromCharCode(a, b, c);
          expect(toWellFormed(s)).toBe((s as unknown as { toWellFormed(): string }).toWellFormed());
        }
      }
    }
  });
});

describe('storableJson', () => {
  it('makes every string and key well-formed', () => {
    expect(storableJson({ a: ['x\udc69', { '\ud800k': 1 }], b: null, c: true })).toEqual({
      ok: true,
      value: { a: ['x\ufffd', { '\ufffdk': 1 }], b: null, c: true },
    });
  });

  it('reports NUL anywhere, keys included', () => {
    expect(storableJson({ a: [{ b: 'x\u0000' }] }).ok).toBe(false);
    expect(storableJson({ 'k\u0000': 1 }).ok).toBe(false);
    expect(storableJson('\u0000').ok).toBe(false);
  });
});
