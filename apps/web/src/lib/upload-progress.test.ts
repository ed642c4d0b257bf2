import { describe, expect, it } from 'vitest';
import { isAbortError, uploadPercent } from './upload-progress';

describe('uploadPercent', () => {
  it.each([
    [0, 100, 0],
    [1, 3, 33],
    [999, 1000, 99],
    [1000, 1000, 100],
    [2000, 1000, 100],
    [5, 0, 0],
    [Number.NaN, 10, 0],
  ])('%d of %d bytes is %d %%', (loaded, total, percent) => {
    expect(uploadPercent(loaded, total)).toBe(percent);
  });
});

describe('isAbortError', () => {
  it('is true only for an AbortError DOMException', () => {
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(new DOMException('x', 'NetworkError'))).toBe(false);
    expect(isAbortError(new Error('AbortError'))).toBe(false);
  });
});
