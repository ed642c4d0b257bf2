import { formatFileSize, PORTAL_MESSAGES, type PortalDeliverableItemDto } from '@bloom/core';
import type { ReactNode } from 'react';
import { type DeliverableProps, DeliverableReview } from './deliverable-review';
import { formatDay } from './format-date';
import { Download, ExternalLink, FileText, Link2, StickyNote } from './icons';

const downloadHref = (url: string) => `${url}${url.includes('?') ? '&' : '?'}download`;

const TYPE_ICON = { file: FileText, link: Link2, note: StickyNote } as const;

function FileItem({ file }: { file: NonNullable<PortalDeliverableItemDto['file']> }) {
  return (
    <li className="min-w-0 space-y-2">
      {file.isImage ? (
        <a href={file.url} target="_blank" rel="noopener noreferrer" className="block w-fit max-w-full rounded-lg">
          <img
            src={file.url}
            alt={file.name}
            loading="lazy"
            decoding="async"
            className="max-h-64 w-auto max-w-full rounded-lg border border-slate-200 bg-slate-50 object-contain"
          />
        </a>
      ) : null}
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="min-w-0 truncate text-slate-800">{file.name}</span>
        <span className="text-xs whitespace-nowrap text-slate-600 tabular-nums">{formatFileSize(file.size)}</span>
        <a
          href={downloadHref(file.url)}
          download={file.name}
          className="inline-flex min-h-9 items-center gap-1.5 rounded font-medium text-brand-ink underline-offset-2 hover:underline"
        >
          <Download aria-hidden="true" className="size-4" />
          {PORTAL_MESSAGES.download}
          <span className="sr-only"> {file.name}</span>
        </a>
      </div>
    </li>
  );
}

function LinkItem({ url, label }: { url: string; label: string }) {
  let host = url;
  try {
    host = new URL(url).host;
  } catch {}
  return (
    <li className="min-w-0">
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex max-w-full items-center gap-1.5 rounded text-sm font-medium text-brand-ink underline-offset-2 hover:underline"
      >
        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">{label}</span>
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {label !== host ? <p className="truncate pl-5.5 text-xs text-slate-600">{host}</p> : null}
    </li>
  );
}

/** One deliverable the owner shared: its note, files and links, and the client's decision on it. */
export function DeliverableCard({ token, deliverable, onReviewed, onLockOut }: DeliverableProps) {
  const d = deliverable;
  const Icon = TYPE_ICON[d.type];
  const items: ReactNode[] = d.items.map((item) => {
    if (item.type === 'file' && item.file) return <FileItem key={item.id} file={item.file} />;
    if (item.type === 'link' && item.url) {
      return <LinkItem key={item.id} url={item.url} label={item.linkTitle || item.url} />;
    }
    return null;
  });
  const headingId = `deliverable-${d.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand/10 text-brand-ink">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <h4 id={headingId} className="font-medium break-words text-slate-900">
            {d.title}
          </h4>
          <p className="text-xs text-slate-600">{formatDay(d.createdAt)}</p>
        </div>
      </div>
      {d.type === 'note' && d.description ? (
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-wrap break-words text-slate-800">
          {d.description}
        </p>
      ) : null}
      {items.length > 0 ? <ul className="mt-3 space-y-3">{items}</ul> : null}
      <DeliverableReview token={token} deliverable={d} onReviewed={onReviewed} onLockOut={onLockOut} />
    </article>
  );
}
