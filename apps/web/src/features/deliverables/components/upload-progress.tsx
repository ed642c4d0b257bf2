import { Button } from '../../../components/ui/button';

/** The running upload: file name, a real percent and a cancel button. */
export function UploadProgress({
  filename,
  percent,
  onCancel,
}: {
  filename: string;
  percent: number;
  onCancel: () => void;
}) {
  const sent = percent >= 100;
  return (
    <div className="rounded-lg border border-primary-200 bg-primary-50/60 p-3">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="min-w-0 truncate text-slate-800">
          {sent ? 'Processing' : 'Uploading'} <span className="font-medium">{filename}</span>
        </span>
        <span className="font-medium text-slate-900 tabular-nums" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`Uploading ${filename}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-white ring-1 ring-primary-100"
      >
        <div
          className="h-full rounded-full bg-primary-600 transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="mt-3 flex justify-end">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel upload
        </Button>
      </div>
    </div>
  );
}
