import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';

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
      <ProgressBar
        className="mt-2"
        track="bg-white ring-1 ring-primary-100"
        percent={percent}
        label={`Uploading ${filename}`}
        valueText={`${percent}%`}
      />
      <div className="mt-3 flex justify-end">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel upload
        </Button>
      </div>
    </div>
  );
}
