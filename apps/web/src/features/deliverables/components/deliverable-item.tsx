import {
  addedByLine,
  type DeliverableDto,
  type DeliverableItemDto,
  decidedByLine,
  formatFileSize,
  PORTAL_MESSAGES,
} from '@bloom/core';
import { CircleCheck, Download, ExternalLink, PencilLine, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatOwnerDate, formatOwnerDateTime } from '../../../lib/owner-dates';
import { DeliverableTypeIcon } from './deliverable-type';

const addedOn = (iso: string) => formatOwnerDate(iso);

const decidedOn = (iso: string) => formatOwnerDateTime(iso);

/** The client's latest decision in the portal: Approved / Changes requested, by which contact, their comment and when. */
function ClientReview({ review }: { review: NonNullable<DeliverableDto['clientReview']> }) {
  const approved = review.decision === 'approved';
  return (
    <div
      className={`mt-2 rounded-lg px-3 py-2 text-sm ${approved ? 'bg-emerald-50 text-emerald-950' : 'bg-amber-50 text-amber-950'}`}
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge tone={approved ? 'teal' : 'amber'}>
          {approved ? (
            <CircleCheck aria-hidden="true" className="size-3.5" />
          ) : (
            <PencilLine aria-hidden="true" className="size-3.5" />
          )}
          {approved ? PORTAL_MESSAGES.approved : PORTAL_MESSAGES.changesRequested}
        </Badge>
        <span className="text-xs text-slate-600">{decidedByLine(review.actor, decidedOn(review.decidedAt))}</span>
      </p>
      {review.comment ? <p className="mt-1.5 whitespace-pre-wrap break-words">{review.comment}</p> : null}
    </div>
  );
}

/** One deliverable: its type, title, what it holds (note text, links, files) and a delete button. */
export function DeliverableItem({
  deliverable,
  slotLabel,
  onDelete,
}: {
  deliverable: DeliverableDto;
  slotLabel: string | null;
  onDelete: (deliverable: DeliverableDto) => void;
}) {
  const d = deliverable;
  return (
    <li className="flex gap-3 px-5 py-4 sm:px-6">
      <DeliverableTypeIcon type={d.type} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900">{d.title}</p>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
              <span>{addedByLine(d.addedBy, addedOn(d.createdAt))}</span>
              {slotLabel ? <Badge tone="blue">{slotLabel}</Badge> : null}
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="-mt-1.5 -mr-2 size-9 text-slate-500 hover:bg-red-50 hover:text-red-700"
            aria-label={`Delete ${d.title}`}
            onClick={() => onDelete(d)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
        {d.type === 'note' && d.description ? (
          <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-wrap break-words text-slate-700">
            {d.description}
          </p>
        ) : null}
        {d.items.length > 0 ? (
          <ul className="mt-2 space-y-1.5">
            {d.items.map((item) => (
              <ItemLine key={item.id} item={item} title={d.title} />
            ))}
          </ul>
        ) : null}
        {d.clientReview ? <ClientReview review={d.clientReview} /> : null}
      </div>
    </li>
  );
}

/** A link or a file of the deliverable; a name the title already shows is not repeated. */
function ItemLine({ item, title }: { item: DeliverableItemDto; title: string }) {
  if (item.type === 'link' && item.url) {
    const label = item.linkTitle && item.linkTitle !== title ? item.linkTitle : null;
    return (
      <li className="min-w-0">
        <a
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex max-w-full items-center gap-1.5 rounded text-sm font-medium text-primary-700 hover:underline"
        >
          <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{label ?? item.url}</span>
        </a>
        {label ? <p className="truncate text-xs text-slate-500">{item.url}</p> : null}
      </li>
    );
  }
  if (item.type === 'file' && item.file) {
    const { file } = item;
    return (
      <li className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {file.filename !== title ? <span className="min-w-0 truncate text-slate-700">{file.filename}</span> : null}
        <span className="text-xs whitespace-nowrap text-slate-500 tabular-nums">{formatFileSize(file.size)}</span>
        <a
          href={file.downloadUrl}
          download={file.filename}
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-primary-700 hover:underline"
          aria-label={`Download ${file.filename}`}
        >
          <Download aria-hidden="true" className="size-3.5" />
          Download
        </a>
      </li>
    );
  }
  return null;
}
