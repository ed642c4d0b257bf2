import { PORTAL_MESSAGES } from '@bloom/core';
import { useEffect } from 'react';
import { CircleAlert, CircleCheck, X } from './icons';

/** A success message shows for 5 seconds (docs/product.md#messages). */
export const NOTICE_MS = 5000;

export interface NoticeMessage {
  id: number;
  /** The success message. */
  text?: string;
  /** Something the client must read (answers removed): the message then stays until closed. */
  note?: string;
}

/**
 * A message at the foot of the screen. The live region is always there so a new message is read
 * out; a success message goes after 5 s, one with a note when the client closes it.
 */
export function Notice({ notice, onDone }: { notice: NoticeMessage | null; onDone: () => void }) {
  useEffect(() => {
    if (!notice || notice.note) return;
    const timer = window.setTimeout(onDone, NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, onDone]);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-20 flex justify-center px-4 pb-[max(1rem,env(safe-area-inset-bottom))]"
    >
      {notice ? (
        <div
          key={notice.id}
          className={`flex max-w-md animate-pop-in items-start gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg ${notice.note ? 'pointer-events-auto' : ''}`}
        >
          <div className="min-w-0 flex-1 space-y-2">
            {notice.text ? (
              <p className="flex items-center gap-2">
                <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-300" />
                {notice.text}
              </p>
            ) : null}
            {notice.note ? (
              <p className="flex gap-2">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
                {notice.note}
              </p>
            ) : null}
          </div>
          {notice.note ? (
            <button
              type="button"
              onClick={onDone}
              aria-label={PORTAL_MESSAGES.close}
              className="-my-2 -mr-2 grid size-9 shrink-0 cursor-pointer place-items-center rounded-lg text-slate-300 hover:bg-white/10 hover:text-white"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
