import { useId } from 'react';
import { CHANGES_MESSAGES } from '../lib/changes-requested';
import { PencilLine } from './icons';

/** What the owner asked to change, above the stage's form; the comment keeps its line breaks. */
export function ChangesCallout({ who, comment }: { who: string; comment: string | null }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:p-5"
    >
      <h4 id={titleId} className="flex items-center gap-2 font-semibold text-amber-900">
        <PencilLine aria-hidden="true" className="size-4 shrink-0" />
        {CHANGES_MESSAGES.calloutTitle}
      </h4>
      {comment ? (
        <figure className="mt-2">
          <figcaption className="text-sm break-words text-amber-900">{CHANGES_MESSAGES.wrote(who)}</figcaption>
          {/* Plain text: pre-wrap keeps the owner's lines, anywhere-wrapping keeps long words inside. */}
          <blockquote className="mt-2 border-l-2 border-amber-400 pl-3 text-[15px] leading-relaxed whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
            {comment}
          </blockquote>
        </figure>
      ) : (
        <p className="mt-2 text-[15px] text-slate-900">{CHANGES_MESSAGES.calloutFallback}</p>
      )}
    </section>
  );
}
