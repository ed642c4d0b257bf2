import { describe, expect, it } from 'vitest';
import { sha256Hex } from './file-sha256';

describe('sha256Hex', () => {
  it('gives the known digests of empty input and "abc" as lowercase hex', async () => {
    await expect(sha256Hex(new Uint8Array())).resolves.toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    await expect(sha256Hex(new TextEncoder().encode('abc'))).resolves.toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('hashes an ArrayBuffer like its bytes, and a one-byte change gives another digest', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 sealed');
    const same = await sha256Hex(bytes.buffer.slice(0));
    expect(same).toBe(await sha256Hex(bytes));
    const changed = bytes.slice();
    changed[3] = 0x45;
    expect(await sha256Hex(changed)).not.toBe(same);
    expect(same).toMatch(/^[0-9a-f]{64}$/);
  });
});
