/** Upload helpers shared by the owner's deliverables and the client portal. */

/** Whole percent of an upload sent; never 100 before every byte is. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

/** The rejection of a cancelled upload (an AbortError DOMException). */
export const isAbortError = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
