import { PORTAL_MESSAGES } from '@bloom/core';
import { PortalButton } from '../portal-button';

/** A running upload: the file's name, a real percent and Cancel. */
export function UploadProgress({ name, percent, onCancel }: { name: string; percent: number; onCancel: () => void }) {
  const label = percent >= 100 ? PORTAL_MESSAGES.processing(name) : PORTAL_MESSAGES.uploading(name);
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="min-w-0 truncate text-slate-800">{label}</span>
        <span className="font-medium text-slate-900 tabular-nums" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-mark transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="mt-3 flex justify-end">
        <PortalButton variant="secondary" size="sm" onClick={onCancel}>
          {PORTAL_MESSAGES.cancelUpload}
        </PortalButton>
      </div>
    </div>
  );
}
