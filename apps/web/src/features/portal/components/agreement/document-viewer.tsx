import { AGREEMENT_MESSAGES as M } from '@bloom/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiError, parseBody } from '../../../../lib/api-client';
import { CircleAlert, Download } from '../icons';
import { buttonClass, PortalButton } from '../portal-button';
import { AGREEMENT_COPY as C } from './agreement-copy';
import { ZoomIn, ZoomOut } from './agreement-icons';
import { PdfPage } from './pdf-page';
import type { OpenPdf } from './pdf-types';

/** Zoom steps; 1 fits the page to the frame's width. */
export const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
/** Padding around the pages inside the frame (px, each side). */
const GUTTER = 12;

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; pdf: OpenPdf };

/** The highest page seen so far: a page counts once this much of it (or of the frame) has shown. */
export const isPageSeen = (visiblePx: number, pageHeightPx: number, frameHeightPx: number) =>
  visiblePx > 0 && visiblePx >= 0.4 * Math.min(pageHeightPx, frameHeightPx);

/** Fetches the PDF (the portal's cookie goes with it) and opens it with pdf.js, loaded on demand. */
async function loadPdf(url: string): Promise<OpenPdf> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw apiError(response.status, parseBody(await response.text()));
  const bytes = new Uint8Array(await response.arrayBuffer());
  const { openPdf } = await import('./pdf-document');
  return openPdf(bytes);
}

/**
 * The whole document, page by page, in a scrolling frame: zoom buttons (pinch zoom stays the
 * browser's), a page counter and a download link. `onProgress` gets the highest page seen.
 */
export function DocumentViewer({
  url,
  title,
  onProgress,
  onLockOut,
}: {
  url: string;
  title: string;
  onProgress: (highestSeen: number, pageCount: number) => void;
  onLockOut: (error: unknown) => boolean;
}) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  const [zoom, setZoom] = useState(1);
  const [current, setCurrent] = useState(1);
  const [texts, setTexts] = useState<string[]>([]);
  const lockOut = useRef(onLockOut);
  lockOut.current = onLockOut;
  const progress = useRef(onProgress);
  progress.current = onProgress;
  const visible = useRef(new Map<number, number>());
  const highest = useRef(0);

  useEffect(() => {
    let gone = false;
    let opened: OpenPdf | null = null;
    setLoad({ kind: 'loading' });
    loadPdf(url).then(
      (pdf) => {
        opened = pdf;
        if (gone) pdf.destroy();
        else setLoad({ kind: 'ready', pdf });
      },
      (error: unknown) => {
        if (!gone && !lockOut.current(error)) setLoad({ kind: 'failed' });
      },
    );
    return () => {
      gone = true;
      opened?.destroy();
    };
    // `attempt` reloads after a failure.
  }, [url, attempt]);

  // The pages' text for screen readers, one page after another once the document is open.
  useEffect(() => {
    if (load.kind !== 'ready') return;
    let gone = false;
    (async () => {
      const all: string[] = [];
      for (let n = 1; n <= load.pdf.pageCount && !gone; n++) {
        all.push(await load.pdf.text(n).catch(() => ''));
        if (!gone && (n % 5 === 0 || n === load.pdf.pageCount)) setTexts([...all]);
      }
    })();
    return () => {
      gone = true;
    };
  }, [load]);

  useEffect(() => {
    if (!frame) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frame]);

  const pageCount = load.kind === 'ready' ? load.pdf.pageCount : 0;
  const onVisible = useCallback(
    (n: number, visiblePx: number, pageHeightPx: number, frameHeightPx: number) => {
      visible.current.set(n, visiblePx);
      let best = 0;
      let bestPx = 0;
      for (const [page, px] of visible.current) {
        if (px > bestPx) {
          best = page;
          bestPx = px;
        }
      }
      if (best) setCurrent(best);
      if (isPageSeen(visiblePx, pageHeightPx, frameHeightPx) && n > highest.current) {
        highest.current = n;
        progress.current(n, pageCount);
      }
    },
    [pageCount],
  );

  /** Zooms about the middle of what shows. */
  const zoomTo = (next: number) => {
    if (!frame) return;
    const y = (frame.scrollTop + frame.clientHeight / 2) / Math.max(frame.scrollHeight, 1);
    const x = (frame.scrollLeft + frame.clientWidth / 2) / Math.max(frame.scrollWidth, 1);
    setZoom(next);
    requestAnimationFrame(() => {
      frame.scrollTop = y * frame.scrollHeight - frame.clientHeight / 2;
      frame.scrollLeft = x * frame.scrollWidth - frame.clientWidth / 2;
    });
  };
  const at = ZOOMS.indexOf(zoom as (typeof ZOOMS)[number]);

  const ready = load.kind === 'ready' ? load.pdf : null;
  const widest = ready ? Math.max(...ready.sizes.map((s) => s.width)) : 1;
  const fit = Math.max(width - 2 * GUTTER, 120) / widest;

  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
      <div className="flex items-center gap-2 border-b border-slate-200 px-2 py-1.5 sm:px-3">
        <p className="min-w-0 flex-1 truncate pl-1 text-sm text-slate-700 tabular-nums">
          {ready ? M.readAllPages(current, ready.pageCount) : C.loadingDocument}
        </p>
        <div className="flex items-center gap-0.5">
          <button
            type="button"
            onClick={() => zoomTo(ZOOMS[at - 1] ?? zoom)}
            disabled={!ready || at <= 0}
            aria-label={C.zoomOut}
            className="grid size-10 cursor-pointer place-items-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40"
          >
            <ZoomOut className="size-5" />
          </button>
          {/* A status: the new zoom is read out after each step. */}
          <output className="w-12 text-center text-sm text-slate-700 tabular-nums">
            {C.zoomLevel(Math.round(zoom * 100))}
          </output>
          <button
            type="button"
            onClick={() => zoomTo(ZOOMS[at + 1] ?? zoom)}
            disabled={!ready || at >= ZOOMS.length - 1}
            aria-label={C.zoomIn}
            className="grid size-10 cursor-pointer place-items-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40"
          >
            <ZoomIn className="size-5" />
          </button>
        </div>
        <a
          href={url}
          download
          className={buttonClass('ghost', 'sm', 'max-sm:size-10 max-sm:px-0')}
          aria-label={C.downloadPdf}
        >
          <Download aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{C.downloadPdf}</span>
        </a>
      </div>
      {/* Focusable so the keyboard scrolls it; its label names the document. */}
      <section
        ref={setFrame}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-label={C.documentLabel(title)}
        aria-busy={load.kind === 'loading' || undefined}
        className="h-[68dvh] max-h-[900px] min-h-80 overflow-auto overscroll-contain bg-slate-100 focus-visible:outline-offset-[-2px]"
      >
        {load.kind === 'failed' ? (
          <div className="grid h-full place-items-center p-6 text-center">
            <div className="max-w-xs space-y-4">
              <CircleAlert aria-hidden="true" className="mx-auto size-8 text-slate-500" />
              <p role="alert" className="text-sm text-slate-700">
                {C.documentFailed}
              </p>
              <div className="flex flex-wrap justify-center gap-2">
                <PortalButton size="sm" variant="secondary" onClick={() => setAttempt((a) => a + 1)}>
                  {C.tryAgain}
                </PortalButton>
                <a href={url} download className={buttonClass('primary', 'sm')}>
                  <Download aria-hidden="true" className="size-4" />
                  {C.downloadPdf}
                </a>
              </div>
            </div>
          </div>
        ) : ready && frame && width > 0 ? (
          <div className="flex w-max min-w-full flex-col items-center gap-3" style={{ padding: GUTTER }}>
            {ready.sizes.map((size, i) => (
              <PdfPage
                key={i + 1}
                pdf={ready}
                n={i + 1}
                size={size}
                cssWidth={Math.floor(size.width * fit * zoom)}
                frame={frame}
                text={texts[i]}
                onVisible={onVisible}
              />
            ))}
          </div>
        ) : (
          <div aria-hidden="true" className="flex flex-col items-center gap-3 p-3">
            <div className="aspect-[1/1.414] w-full max-w-2xl animate-pulse rounded-sm bg-white motion-reduce:animate-none" />
          </div>
        )}
      </section>
    </div>
  );
}
