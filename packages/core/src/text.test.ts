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

describe('storableJson on deep and odd values (issue 24)', () => {
  /** `[[[…'x\udc69'…]]]` nested `depth` deep, built without recursion. */
  const deepArray = (depth: number, leaf: unknown) => {
    let v: unknown = leaf;
    for (let i = 0; i < depth; i++) v = [v];
    return v;
  };
  const deepObject = (depth: number, leaf: unknown) => {
    let v: unknown = leaf;
    for (let i = 0; i < depth; i++) v = { a: v };
    return v;
  };
  const leafOf = (v: unknown): unknown => {
    let at = v;
    while (Array.isArray(at) || (at && typeof at === 'object'))
      at = Array.isArray(at) ? at[0] : (at as { a: unknown }).a;
    return at;
  };

  it('copies a value nested 100,000 deep without overflowing the stack', () => {
    for (const build of [deepArray, deepObject]) {
      const result = storableJson(build(100_000, 'x\udc69'));
      expect(result.ok).toBe(true);
      expect(leafOf(result.ok ? result.value : undefined)).toBe('x\ufffd');
      expect(storableJson(build(100_000, 'x\u0000')).ok).toBe(false);
    }
  });

  it('keeps "__proto__" a plain key and the order of keys and items', () => {
    const parsed = JSON.parse('{"__proto__":{"polluted":true},"b":[1,"\\ud800",{"c":null}],"a":false}');
    const result = storableJson(parsed);
    expect(result.ok).toBe(true);
    const value = (result.ok ? result.value : {}) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__', 'b', 'a']);
    expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toEqual({ polluted: true });
    expect(value.b).toEqual([1, '\ufffd', { c: null }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('copies wide values and leaves numbers, booleans and null as they are', () => {
    const wide = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, [i, true, null]]));
    expect(storableJson(wide)).toEqual({ ok: true, value: wide });
    expect(storableJson(3)).toEqual({ ok: true, value: 3 });
    expect(storableJson(null)).toEqual({ ok: true, value: null });
  });
});
