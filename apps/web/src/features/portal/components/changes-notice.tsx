import { CHANGES_MESSAGES } from '../lib/changes-requested';
import { PencilLine } from './icons';
import { PortalButton } from './portal-button';

/** Near the top of the page: who asked for changes on which stage, and the way to it. */
export function ChangesNotice({ text, onReview }: { text: string; onReview: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 shadow-xs">
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-800">
        <PencilLine aria-hidden="true" className="size-4" />
      </span>
      <p className="min-w-0 flex-1 basis-48 font-medium break-words text-amber-950">{text}</p>
      <PortalButton variant="secondary" size="sm" onClick={onReview} className="w-full sm:w-auto">
        {CHANGES_MESSAGES.review}
      </PortalButton>
    </div>
  );
}
