import { api } from '../../../lib/api-client';

/** POST /api/agreements/verify: only the file's SHA-256 (and the id it names) leave the browser. */
export const verifyDocument = (sha256: string, agreementId: string | null) =>
  api('POST /api/agreements/verify', { body: { sha256, ...(agreementId ? { agreementId } : {}) } });
