import type { SignatureStrokes } from '@bloom/core';
import { Eraser } from 'lucide-react';
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '../../../components/ui/button';
import { AGREEMENTS_UI as M } from '../agreements-messages';
import { toBoxStrokes } from '../signature-strokes';

/**
 * The drawing pad (signature_pad, loaded only with this dialog's Draw tab). The canvas keeps the
 * signature box's 5:2 shape, so strokes scale to it without distortion; a resize clears it
 * (the old points would no longer sit where they were drawn).
 */
export default function SignatureDrawPad({
  describedBy,
  onChange,
}: {
  describedBy?: string;
  onChange: (strokes: SignatureStrokes) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const signaturePad = new SignaturePad(el, { penColor: '#0f172a', minWidth: 0.8, maxWidth: 2.6 });
    pad.current = signaturePad;
    let width = 0;
    const fit = () => {
      if (el.offsetWidth === width) return;
      width = el.offsetWidth;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      el.width = el.offsetWidth * ratio;
      el.height = el.offsetHeight * ratio;
      el.getContext('2d')?.scale(ratio, ratio);
      signaturePad.clear();
      report.current([]);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    const ended = () => report.current(toBoxStrokes(signaturePad.toData(), el.offsetWidth, el.offsetHeight));
    signaturePad.addEventListener('endStroke', ended);
    return () => {
      observer.disconnect();
      signaturePad.removeEventListener('endStroke', ended);
      signaturePad.off();
      pad.current = null;
    };
  }, []);

  return (
    <div className="space-y-2">
      <div className="relative">
        <canvas
          ref={canvas}
          role="img"
          aria-label={M.drawLabel}
          aria-describedby={describedBy}
          className="block aspect-[5/2] w-full touch-none rounded-lg border border-slate-300 bg-white shadow-xs"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute right-6 bottom-[22%] left-6 border-b border-dashed border-slate-300"
        />
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          pad.current?.clear();
          onChange([]);
        }}
      >
        <Eraser aria-hidden="true" className="size-4" />
        {M.clear}
      </Button>
    </div>
  );
}
