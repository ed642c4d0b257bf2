import { EXPORT_FORMATS, type ExportFormat, type TestimonialDto } from '@bloom/core';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { exportUrl } from '../lib/export-choices';

/**
 * The file as the server renders it: the PNG itself, or the PDF in a frame (the browser's own
 * viewer). Sized to the format's proportions and never taller than most of the screen (a story
 * is 9:16), with a skeleton until it arrives and a retry when it fails.
 */
export function ExportPreview({
  testimonial,
  format,
}: {
  testimonial: Pick<TestimonialDto, 'id' | 'clientName'>;
  format: ExportFormat;
}) {
  const { width, height, label } = EXPORT_FORMATS[format];
  const [attempt, setAttempt] = useState(0);
  const src = exportUrl(testimonial.id, format);
  // A new attempt mounts a new element, which asks again (a failed answer is not cached).
  const key = `${src}#${attempt}`;
  const [state, setState] = useState<{ key: string; status: 'loaded' | 'failed' } | null>(null);
  const status = state?.key === key ? state.status : 'loading';
  const alt = `${label} of the testimonial from ${testimonial.clientName}`;

  return (
    <div
      className="relative mx-auto overflow-hidden rounded-lg border border-slate-200 bg-slate-100 shadow-sm"
      style={{ aspectRatio: `${width} / ${height}`, width: `min(100%, calc(70vh * ${(width / height).toFixed(4)}))` }}
    >
      {format === 'pdf' ? (
        <iframe
          key={key}
          // The browser's viewer: the whole page, without its toolbar (Download is beside it).
          src={`${src}#view=Fit&toolbar=0&navpanes=0`}
          title={alt}
          className="absolute inset-0 size-full bg-white"
          onLoad={() => setState({ key, status: 'loaded' })}
        />
      ) : status === 'failed' ? null : (
        <img
          key={key}
          src={src}
          alt={alt}
          width={width}
          height={height}
          className="absolute inset-0 size-full object-contain"
          onLoad={() => setState({ key, status: 'loaded' })}
          onError={() => setState({ key, status: 'failed' })}
        />
      )}
      {status === 'loading' ? (
        <div className="absolute inset-0" role="status" aria-label="Rendering the preview">
          <Skeleton className="size-full rounded-none" />
        </div>
      ) : null}
      {status === 'failed' ? (
        <div
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-sm text-slate-700"
          role="alert"
        >
          <ImageOff aria-hidden="true" className="size-6 text-slate-500" />
          Could not render the preview.
          <Button size="sm" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </div>
      ) : null}
    </div>
  );
}
