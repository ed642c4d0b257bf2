import { describe, expect, it } from 'vitest';
import { cachedAnswer, createAnswerCache } from './answer-cache';

describe('the answer cache', () => {
  it('hits only at an equal version, and forgets the entry of another', () => {
    const cache = createAnswerCache();
    cache.set('w1:a', '3', '{"a":1}');
    expect(cache.get('w1:a', '3')).toBe('{"a":1}');
    expect(cache.get('w1:a', '4')).toBeUndefined();
    // The stale entry is gone, even asked at its own version again.
    expect(cache.get('w1:a', '3')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.chars).toBe(0);
  });

  it('drops the least recently used entry past its bound of entries', () => {
    const cache = createAnswerCache({ maxEntries: 2 });
    cache.set('a', '1', 'A');
    cache.set('b', '1', 'B');
    expect(cache.get('a', '1')).toBe('A'); // a is now the most recent
    cache.set('c', '1', 'C');
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '1')).toBe('A');
    expect(cache.get('c', '1')).toBe('C');
    expect(cache.size).toBe(2);
  });

  it('keeps its total size under its bound, and never keeps an answer or a key too long', () => {
    const cache = createAnswerCache({ maxChars: 100, maxEntryChars: 60 });
    cache.set('a', '1', 'x'.repeat(40));
    cache.set('b', '1', 'y'.repeat(40));
    expect(cache.size).toBe(2);
    cache.set('c', '1', 'z'.repeat(40));
    expect(cache.chars).toBeLessThanOrEqual(100);
    expect(cache.get('a', '1')).toBeUndefined();
    cache.set('big', '1', 'x'.repeat(61));
    expect(cache.get('big', '1')).toBeUndefined();
    cache.set('k'.repeat(600), '1', 'x');
    expect(cache.get('k'.repeat(600), '1')).toBeUndefined();
    expect(cache.chars).toBeLessThanOrEqual(100);
  });

  it('replacing an entry counts its size once', () => {
    const cache = createAnswerCache();
    cache.set('a', '1', 'xx');
    cache.set('a', '2', 'yyy');
    expect(cache.chars).toBe('a'.length + 3);
    expect(cache.get('a', '2')).toBe('yyy');
  });

  it('an entry bound to the clock is stale from its expiry on', () => {
    let now = 1000;
    const cache = createAnswerCache({ now: () => now });
    cache.set('a', '1', 'A', 2000);
    now = 1999;
    expect(cache.get('a', '1')).toBe('A');
    now = 2000;
    expect(cache.get('a', '1')).toBeUndefined();
  });

  it('cachedAnswer builds once per version, and keeps nothing without a version', async () => {
    const cache = createAnswerCache();
    let builds = 0;
    const build = async () => ({ n: ++builds });
    expect(await cachedAnswer(cache, 'k', '1', build)).toBe('{"n":1}');
    expect(await cachedAnswer(cache, 'k', '1', build)).toBe('{"n":1}');
    expect(await cachedAnswer(cache, 'k', '2', build)).toBe('{"n":2}');
    expect(await cachedAnswer(cache, 'k', undefined, build)).toBe('{"n":3}');
    expect(await cachedAnswer(cache, 'k', undefined, build)).toBe('{"n":4}');
    // A failed build keeps nothing.
    await expect(cachedAnswer(cache, 'e', '1', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(cache.get('e', '1')).toBeUndefined();
  });
});
