import { CircleCheck, CircleX, Download, FileText, Star } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button-classes';
import { type AnswerView, attachmentUrl, type FileAnswer } from '../answer-format';

/** One answer rendered by its kind; every value goes in as text, never as markup. */
export function AnswerValue({ view, clientId }: { view: AnswerView; clientId: string }) {
  switch (view.kind) {
    case 'empty':
      return <span className="text-slate-500">—</span>;
    case 'text':
      return <span className="break-words whitespace-pre-line">{view.text}</span>;
    case 'number':
      return <span className="tabular-nums">{view.text}</span>;
    case 'date':
      return <time dateTime={view.iso}>{view.text}</time>;
    case 'list':
      return (
        <ul className="list-disc space-y-0.5 pl-5">
          {view.items.map((item, i) => (
            <li key={i} className="break-words">
              {item}
            </li>
          ))}
        </ul>
      );
    case 'color':
      return (
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-6 shrink-0 rounded-md ring-1 ring-slate-900/15 ring-inset"
            style={{ backgroundColor: view.hex }}
          />
          <span className="font-mono text-sm">{view.hex}</span>
        </span>
      );
    case 'rating':
      return (
        <span className="inline-flex flex-wrap items-center gap-0.5" role="img" aria-label={view.label}>
          {Array.from({ length: view.max }, (_, i) => (
            <Star
              key={i}
              aria-hidden="true"
              className={i < view.value ? 'size-5 fill-amber-400 text-amber-400' : 'size-5 text-slate-300'}
            />
          ))}
        </span>
      );
    case 'approval':
      return view.approved ? (
        <span className="inline-flex items-center gap-1.5 font-medium text-emerald-800">
          <CircleCheck aria-hidden="true" className="size-4 text-emerald-600" />
          {view.label}
        </span>
      ) : (
        <span className="inline-flex items-center gap-1.5 font-medium text-red-800">
          <CircleX aria-hidden="true" className="size-4 text-red-600" />
          {view.label}
        </span>
      );
    case 'file':
      return <FileValue file={view.file} sizeLabel={view.sizeLabel} preview={view.preview} clientId={clientId} />;
  }
}

function FileValue({
  file,
  sizeLabel,
  preview,
  clientId,
}: {
  file: FileAnswer;
  sizeLabel: string;
  preview: boolean;
  clientId: string;
}) {
  return (
    <div className="space-y-3">
      {preview ? (
        <a href={attachmentUrl(clientId, file.attachmentId)} target="_blank" rel="noreferrer" className="block w-fit">
          <img
            src={attachmentUrl(clientId, file.attachmentId)}
            alt={`Preview of ${file.name}`}
            loading="lazy"
            className="max-h-64 max-w-full rounded-lg border border-slate-200 bg-slate-50 object-contain"
          />
        </a>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
        <FileText aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        <div className="min-w-0 flex-1">
          <p className="font-medium break-all text-slate-900">{file.name}</p>
          <p className="text-xs text-slate-600">{sizeLabel}</p>
        </div>
        <a
          href={attachmentUrl(clientId, file.attachmentId, true)}
          download={file.name}
          aria-label={`Download ${file.name}`}
          className={buttonClasses('secondary', 'sm')}
        >
          <Download aria-hidden="true" className="size-4" />
          Download
        </a>
      </div>
    </div>
  );
}
