import { findAgreementMarker } from './agreement-marker';
import { sha256Hex } from './file-sha256';

/** What the browser learns from the dropped file, without sending it anywhere. */
export interface FileFacts {
  sha256: string;
  /** The agreement id the file names (its Keywords), or null. */
  agreementId: string | null;
  /** Starts like a PDF ("%PDF-" within its first kilobyte, as readers allow). */
  isPdf: boolean;
}

const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

function hasPdfHeader(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length - PDF_HEADER.length, 1024);
  for (let i = 0; i <= end; i++) if (PDF_HEADER.every((b, j) => bytes[i + j] === b)) return true;
  return false;
}

/** Reads the file once: its SHA-256, the marker it carries, whether it is a PDF at all. */
export async function inspectFile(file: Blob): Promise<FileFacts> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { sha256: await sha256Hex(bytes), agreementId: findAgreementMarker(bytes), isPdf: hasPdfHeader(bytes) };
}
