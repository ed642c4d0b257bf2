import {
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentProxy,
  type RenderTask,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import PdfJsWorker from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?worker';
import type { OpenPdf, PdfPageSize } from './pdf-types';

/**
 * pdf.js behind three calls, loaded only when a signer opens the document (it is most of the
 * signing flow's weight). The legacy build carries the polyfills older phone browsers need. Its
 * worker is bundled by Vite into a hashed asset of ours (no CDN: the CSP's script-src 'self'
 * covers it); no eval (isEvalSupported: false) and no WebAssembly, which the CSP forbids.
 */

let worker: Worker | null = null;

export async function openPdf(data: Uint8Array): Promise<OpenPdf> {
  worker ??= new PdfJsWorker();
  GlobalWorkerOptions.workerPort = worker;
  const task = getDocument({ data, isEvalSupported: false, useWasm: false, enableXfa: false });
  const doc: PDFDocumentProxy = await task.promise;
  const sizes: PdfPageSize[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const { width, height } = (await doc.getPage(n)).getViewport({ scale: 1 });
    sizes.push({ width, height });
  }
  return {
    pageCount: doc.numPages,
    sizes,
    render(n, canvas, scale) {
      let task: RenderTask | null = null;
      let cancelled = false;
      const done = doc.getPage(n).then((page) => {
        if (cancelled) return;
        const viewport = page.getViewport({ scale });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        task = page.render({ canvas, viewport });
        return task.promise;
      });
      return {
        done,
        cancel: () => {
          cancelled = true;
          task?.cancel();
        },
      };
    },
    async text(n) {
      const content = await (await doc.getPage(n)).getTextContent();
      return content.items
        .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : ''))
        .join('')
        .trim();
    },
    destroy: () => void task.destroy(),
  };
}
