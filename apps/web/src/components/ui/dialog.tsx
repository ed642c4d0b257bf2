import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useReturnFocus } from './return-focus';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  children: ReactNode;
  /** Width on larger screens. */
  size?: 'md' | 'lg';
  /** Keeps the dialog open on Escape, outside clicks and the close button (e.g. while saving). */
  dismissible?: boolean;
  closeLabel?: string;
}

/**
 * A centred modal: traps focus, locks page scroll, closes on Escape and gives the focus back to
 * the control that opened it. On a phone it fills the width and scrolls its body, with the
 * title and buttons always in view.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  footer,
  children,
  size = 'md',
  dismissible = true,
  closeLabel = 'Close',
}: DialogProps) {
  const returnFocus = useReturnFocus();
  const change = (next: boolean) => {
    if (!next && !dismissible) return;
    onOpenChange(next);
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={change}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          onOpenAutoFocus={(event) => {
            returnFocus.remember();
            // Start on the control marked data-autofocus (e.g. the first field) rather than the close button.
            const target = (event.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-autofocus]');
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl outline-none',
            'data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in',
            size === 'lg' ? 'max-w-3xl' : 'max-w-lg',
          )}
        >
          <div className="flex items-start gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
            <div className="min-w-0 flex-1 space-y-1">
              <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="text-sm text-slate-600">{description}</RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label={closeLabel}
              disabled={!dismissible}
              className="-mt-1 -mr-2 flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
          {footer ? (
            <div className="flex justify-end gap-3 border-t border-slate-200 px-5 py-4 max-sm:[&>*]:flex-1 sm:px-6">
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
