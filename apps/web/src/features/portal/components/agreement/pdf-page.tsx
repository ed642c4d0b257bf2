import { useEffect, useRef, useState } from 'react';
import { AGREEMENT_COPY as C } from './agreement-copy';
import { isRenderCancelled, type OpenPdf, type PdfPageSize } from './pdf-types';

/** A phone allows only so many canvas pixels in all (iOS: about 16.7 million per canvas). */
const MAX_CANVAS_PIXELS = 12_000_000;
/** A zoom or a resize redraws once it settles. */
const REDRAW_DELAY_MS = 120;

/** The canvas scale for a page shown `cssWidth` pixels wide: sharp on high-DPI screens, within the pixel cap. */
export function renderScale(size: PdfPageSize, cssWidth: number, devicePixelRatio: number): number {
  const scale = (cssWidth / size.width) * Math.min(Math.max(devicePixelRatio, 1), 3);
  const pixels = size.width * scale * size.height * scale;
  return pixels > MAX_CANVAS_PIXELS ? scale * Math.sqrt(MAX_CANVAS_PIXELS / pixels) : scale;
}

/**
 * One page: a box of the page's shape, with its canvas drawn only while it is near the visible
 * part of the frame (and dropped when far, so a long document stays light on a phone). Its text
 * is there for screen readers. `onVisible` reports how many pixels of it show.
 */
export function PdfPage({
  pdf,
  n,
  size,
  cssWidth,
  frame,
  text,
  onVisible,
}: {
  pdf: OpenPdf;
  n: number;
  size: PdfPageSize;
  cssWidth: number;
  frame: HTMLElement;
  text: string | undefined;
  onVisible: (n: number, visiblePx: number, pageHeightPx: number, frameHeightPx: number) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const nearBy = new IntersectionObserver(([entry]) => setNear(entry?.isIntersecting ?? false), {
      root: frame,
      rootMargin: '150% 0px',
    });
    const seen = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        onVisible(
          n,
          entry.isIntersecting ? entry.intersectionRect.height : 0,
          entry.boundingClientRect.height,
          entry.rootBounds?.height ?? frame.clientHeight,
        );
      },
      { root: frame, threshold: [0, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 1] },
    );
    nearBy.observe(el);
    seen.observe(el);
    return () => {
      nearBy.disconnect();
      seen.disconnect();
    };
  }, [frame, n, onVisible]);

  useEffect(() => {
    const target = holder.current;
    if (!target) return;
    if (!near) {
      // Far away: give the canvas memory back.
      for (const old of target.querySelectorAll('canvas')) old.width = 0;
      target.replaceChildren();
      setDrawn(false);
      return;
    }
    let job: { cancel: () => void } | null = null;
    const timer = window.setTimeout(() => {
      const canvas = document.createElement('canvas');
      canvas.className = 'block size-full';
      canvas.setAttribute('aria-hidden', 'true');
      const render = pdf.render(n, canvas, renderScale(size, cssWidth, window.devicePixelRatio));
      job = render;
      // Drawn off-screen, then swapped in: a zoom never flashes a blank page.
      render.done
        .then(() => {
          for (const old of target.querySelectorAll('canvas')) old.width = 0;
          target.replaceChildren(canvas);
          setDrawn(true);
        })
        .catch((error: unknown) => {
          if (!isRenderCancelled(error)) setDrawn(false);
        });
    }, REDRAW_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      job?.cancel();
    };
  }, [near, pdf, n, size, cssWidth]);

  return (
    <section
      ref={box}
      aria-label={C.pageLabel(n, pdf.pageCount)}
      data-page={n}
      className="relative shrink-0 bg-white shadow-sm ring-1 ring-slate-900/10"
      style={{ width: cssWidth, aspectRatio: `${size.width} / ${size.height}` }}
    >
      <div ref={holder} className="absolute inset-0" />
      {drawn ? null : (
        <div aria-hidden="true" className="absolute inset-0 animate-pulse bg-slate-50 motion-reduce:animate-none" />
      )}
      {text ? <div className="sr-only whitespace-pre-line">{text}</div> : null}
    </section>
  );
}
