import { clientExportUrl } from '@bloom/core';
import { apiError, parseBody } from '../lib/api-client';

/** The export zip as downloaded, with the name the server gave it. */
export interface ClientExportFile {
  blob: Blob;
  fileName: string;
}

const fileNameOf = (disposition: string | null) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'bloom-client-export.zip';

/**
 * A client's data export (a file route, GET /api/clients/{id}/data-export): read as it streams so
 * the page can show how much has arrived; a refusal throws the one ApiError with the server's message.
 */
export async function fetchClientExport(
  clientId: string,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<ClientExportFile> {
  let response: Response;
  try {
    response = await fetch(clientExportUrl(clientId), { credentials: 'same-origin', signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw apiError(0, undefined);
  }
  if (!response.ok || !response.body) {
    throw apiError(response.status, parseBody(await response.text().catch(() => '')));
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      received += value.byteLength;
      onProgress(received);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // The stream broke off (the server stopped mid-way): not a zip to keep.
    throw apiError(0, undefined);
  }
  return {
    blob: new Blob(chunks, { type: 'application/zip' }),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  };
}
