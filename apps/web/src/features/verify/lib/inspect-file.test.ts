import { describe, expect, it } from 'vitest';
import { sha256Hex } from './file-sha256';
import { inspectFile } from './inspect-file';

const ID = '3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f';

describe('inspectFile', () => {
  it('hashes a sealed PDF and reads the agreement it names', async () => {
    const text = `%PDF-1.7\n1 0 obj << /Keywords (bloom-agreement:${ID}) >> endobj\n%%EOF`;
    const facts = await inspectFile(new Blob([text], { type: 'application/pdf' }));
    expect(facts).toEqual({ sha256: await sha256Hex(new TextEncoder().encode(text)), agreementId: ID, isPdf: true });
  });

  it('tells a file that is not a PDF, and one that names no agreement', async () => {
    expect(await inspectFile(new Blob(['hello']))).toMatchObject({ isPdf: false, agreementId: null });
    // Readers accept a little junk before the header.
    expect(await inspectFile(new Blob(['\n\n%PDF-1.4 plain']))).toMatchObject({ isPdf: true, agreementId: null });
    expect(await inspectFile(new Blob([]))).toMatchObject({
      isPdf: false,
      sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    });
  });
});
