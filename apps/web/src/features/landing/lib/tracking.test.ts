import { describe, expect, it } from 'vitest';
import { analyticsSessionId, SESSION_STORAGE_KEY } from './tracking';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('analyticsSessionId', () => {
  it('makes one id per tab and keeps it', () => {
    const store = memoryStore();
    let calls = 0;
    const make = () => `id-${++calls}`;
    expect(analyticsSessionId(store, make)).toBe('id-1');
    expect(analyticsSessionId(store, make)).toBe('id-1');
    expect(calls).toBe(1);
    expect(store.data.get(SESSION_STORAGE_KEY)).toBe('id-1');
  });

  it('replaces a malformed id and keeps only allowed characters', () => {
    const store = memoryStore({ [SESSION_STORAGE_KEY]: 'bad id!' });
    expect(analyticsSessionId(store, () => 'a.b/c')).toBe('abc');
    expect(analyticsSessionId(null, () => 'x'.repeat(200))).toHaveLength(100);
  });

  it('still answers when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(analyticsSessionId(broken, () => '123e4567-e89b-12d3-a456-426614174000')).toBe(
      '123e4567-e89b-12d3-a456-426614174000',
    );
  });
});
