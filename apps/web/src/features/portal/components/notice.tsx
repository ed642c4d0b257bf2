import { useEffect } from 'react';
import { CircleCheck } from './icons';

/** A success message shows for 5 seconds (docs/product.md#messages). */
export const NOTICE_MS = 5000;

/**
 * A success message at the foot of the screen. The live region is always there so a new message
 * is read out; the message itself goes after 5 s.
 */
export function Notice({ notice, onDone }: { notice: { id: number; text: string } | null; onDone: () => void }) {
  useEffect(() => {
    if (!notice) return;
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
        <p
          key={notice.id}
          className="flex max-w-md animate-pop-in items-center gap-2 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg"
        >
          <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-300" />
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}
