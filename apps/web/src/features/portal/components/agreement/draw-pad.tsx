import { AGREEMENT_MESSAGES as M } from '@bloom/core';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { PortalButton } from '../portal-button';
import { AGREEMENT_COPY as C } from './agreement-copy';
import { Eraser } from './agreement-icons';
import { scaleStrokes, toBoxStrokes } from './signature-strokes';

export interface DrawPadHandle {
  /** The drawing in the 1000 × 400 signature box. */
  strokes: () => number[][];
}

/**
 * The drawing pad (signature_pad, loaded when the Draw tab first opens): a 5:2 box sharp on
 * high-DPI screens that keeps the drawing when the screen turns. The drawing is an image to
 * assistive tech; typing the name (the Type tab) is its text alternative, and the hint says so.
 */
export function DrawPad({
  ref,
  hintId,
  onInk,
}: {
  ref?: Ref<DrawPadHandle>;
  hintId: string;
  /** Whether the pad holds a drawing, after each stroke and Clear. */
  onInk: (hasInk: boolean) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [ready, setReady] = useState(false);
  const inked = useRef(onInk);
  inked.current = onInk;

  useImperativeHandle(ref, () => ({
    strokes: () => {
      const el = canvas.current;
      if (!el || !pad.current) return [];
      const { width, height } = el.getBoundingClientRect();
      return toBoxStrokes(pad.current.toData(), width, height);
    },
  }));

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    let gone = false;
    let observer: ResizeObserver | null = null;
    import('signature_pad').then(({ default: Pad }) => {
      if (gone) return;
      const p = new Pad(el, { penColor: '#0f172a', minWidth: 0.9, maxWidth: 2.8, minDistance: 3 });
      pad.current = p;
      let drawnWidth = 0;
      const fit = () => {
        const { width, height } = el.getBoundingClientRect();
        if (!width || Math.abs(width - drawnWidth) < 1) return;
        const ratio = Math.max(window.devicePixelRatio || 1, 1);
        const data = p.toData();
        el.width = Math.round(width * ratio);
        el.height = Math.round(height * ratio);
        el.getContext('2d')?.scale(ratio, ratio);
        p.clear();
        if (data.length && drawnWidth) p.fromData(scaleStrokes(data, width / drawnWidth));
        drawnWidth = width;
      };
      fit();
      observer = new ResizeObserver(fit);
      observer.observe(el);
      p.addEventListener('endStroke', () => inked.current(!p.isEmpty()));
      setReady(true);
    });
    return () => {
      gone = true;
      observer?.disconnect();
      pad.current?.off();
      pad.current = null;
    };
  }, []);

  return (
    <div className="space-y-2">
      <div className="relative overflow-hidden rounded-xl border-2 border-dashed border-slate-300 bg-white">
        <canvas
          ref={canvas}
          role="img"
          aria-label={C.drawingArea}
          aria-describedby={hintId}
          className="block aspect-[5/2] w-full cursor-crosshair touch-none select-none"
        />
        {/* The line to sign on. */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-x-6 bottom-[22%] flex items-end gap-2">
          <span className="text-lg leading-none text-slate-400">×</span>
          <span className="h-px flex-1 bg-slate-300" />
        </div>
        {ready ? null : (
          <p role="status" className="absolute inset-0 grid place-items-center text-sm text-slate-500">
            {C.loadingPad}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p id={hintId} className="min-w-0 flex-1 text-sm text-slate-600">
          {M.drawPrompt} {C.typeAlternative}
        </p>
        <PortalButton
          variant="ghost"
          size="sm"
          disabled={!ready}
          onClick={() => {
            pad.current?.clear();
            inked.current(false);
          }}
        >
          <Eraser aria-hidden="true" className="size-4" />
          {M.clearDrawing}
        </PortalButton>
      </div>
    </div>
  );
}
