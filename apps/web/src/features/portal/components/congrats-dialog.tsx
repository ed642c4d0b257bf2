import { PORTAL_MESSAGES } from '@bloom/core';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { PartyPopper, X } from './icons';
import { PortalButton } from './portal-button';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The congratulations modal: a native modal <dialog> (the page behind is inert), focus kept
 * inside it with Tab, Escape closes it, focus returns where it was.
 */
export function CongratsDialog({ onViewSummary, onClose }: { onViewSummary: () => void; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const primary = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const el = dialog.current;
    const before = document.activeElement as HTMLElement | null;
    if (el && !el.open) el.showModal();
    primary.current?.focus();
    return () => {
      if (el?.open) el.close();
      before?.focus?.();
    };
  }, []);

  const trap = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="congrats-title"
      aria-describedby="congrats-body"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={trap}
      className="m-auto w-[calc(100%-2rem)] max-w-sm animate-pop-in rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:animate-fade-in"
    >
      <div className="relative px-6 pt-8 pb-6 text-center">
        <button
          type="button"
          onClick={onClose}
          aria-label={PORTAL_MESSAGES.close}
          className="absolute top-3 right-3 grid size-10 cursor-pointer place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-brand text-on-brand ring-1 ring-slate-900/10 ring-inset">
          <PartyPopper aria-hidden="true" className="size-8" />
        </span>
        <h2 id="congrats-title" className="mt-5 text-2xl font-semibold">
          {PORTAL_MESSAGES.congratsTitle}
        </h2>
        <p id="congrats-body" className="mt-2 text-slate-600">
          {PORTAL_MESSAGES.congratsBody}
        </p>
        <PortalButton ref={primary} onClick={onViewSummary} className="mt-6 w-full">
          {PORTAL_MESSAGES.viewSummary}
        </PortalButton>
      </div>
    </dialog>
  );
}
