/** What the viewer knows of an open PDF (pdf-document.ts makes one; pdf.js stays behind it, loaded on demand). */

export interface PdfPageSize {
  width: number;
  height: number;
}

export interface OpenPdf {
  pageCount: number;
  /** Each page's size at 100% (CSS pixels), in order. */
  sizes: PdfPageSize[];
  /** Draws page `n` (1-based) into the canvas at `scale`; cancel() stops a render no longer needed. */
  render(n: number, canvas: HTMLCanvasElement, scale: number): { done: Promise<void>; cancel: () => void };
  /** The page's text, for screen readers (the canvases are images). */
  text(n: number): Promise<string>;
  destroy(): void;
}

/** pdf.js's answer to a render cancelled on purpose: not a failure. */
export const isRenderCancelled = (error: unknown) =>
  error instanceof Error && error.name === 'RenderingCancelledException';
