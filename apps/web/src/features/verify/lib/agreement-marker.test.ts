import { describe, expect, it } from 'vitest';
import { findAgreementMarker } from './agreement-marker';

const ID = '3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f';
const bytes = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0) & 0xff));
const utf16Hex = (text: string) =>
  [...text]
    .map((c) => c.charCodeAt(0).toString(16).padStart(4, '0'))
    .join('')
    .toUpperCase();
const hex = (text: string) => [...text].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');

describe('findAgreementMarker', () => {
  it('reads the id from plain Info Keywords among binary bytes', () => {
    const pdf = new Uint8Array([
      ...bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'),
      0,
      255,
      ...bytes(`1 0 obj << /Keywords (bloom-agreement:${ID}) >> endobj`),
    ]);
    expect(findAgreementMarker(pdf)).toBe(ID);
  });

  it('reads it from a UTF-16BE hex string (as pdf-lib writes keywords) and a single-byte hex string', () => {
    expect(findAgreementMarker(bytes(`/Keywords <FEFF${utf16Hex(`bloom-agreement:${ID}`)}>`))).toBe(ID);
    expect(findAgreementMarker(bytes(`/Keywords <${hex(`bloom-agreement:${ID}`)}>`))).toBe(ID);
  });

  it('lowercases the id and skips a mention that holds no UUID', () => {
    const text = `see bloom-agreement:not-a-uuid-at-all-but-36-characters! then bloom-agreement:${ID.toUpperCase()}`;
    expect(findAgreementMarker(bytes(text))).toBe(ID);
  });

  it('gives null for a file without the marker', () => {
    expect(findAgreementMarker(bytes('%PDF-1.7 /Keywords (contract) %%EOF'))).toBeNull();
    expect(findAgreementMarker(new Uint8Array())).toBeNull();
  });
});
