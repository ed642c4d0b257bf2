import { megabytes, UPLOAD_MESSAGES } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { refuseFile } from './refuse-file';

describe('refuseFile', () => {
  const max = megabytes(25);
  it('refuses a file over the limit, an empty one and a type we cannot take', () => {
    expect(refuseFile({ name: 'big.pdf', size: max + 1 }, max)).toBe('File is too large. Maximum size is 25 MB.');
    expect(refuseFile({ name: 'empty.pdf', size: 0 }, max)).toBe(UPLOAD_MESSAGES.emptyFile);
    expect(refuseFile({ name: 'setup.exe', size: 10 }, max)).toBe(UPLOAD_MESSAGES.unsupportedType);
  });
  it('lets the rest through, up to the limit exactly', () => {
    expect(refuseFile({ name: 'Brief.PDF', size: max }, max)).toBeNull();
    expect(refuseFile({ name: 'photo.jpeg', size: 1 }, max)).toBeNull();
  });
});
