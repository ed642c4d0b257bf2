import type { FileStorage } from '../../platform/storage/file-storage';

/** What the agreements' services need beside the owner's context: where the PDFs are kept. */
export interface AgreementServices {
  storage: FileStorage;
}
