import * as RadixDialog from '@radix-ui/react-dialog';
import { Info, type LucideIcon, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import type { ButtonVariant } from './button-classes';
import { useReturnFocus } from './return-focus';

export type ConfirmVariant = 'danger' | 'warning' | 'info';

const variants: Record<ConfirmVariant, { icon: LucideIcon; iconBox: string; button: ButtonVariant }> = {
  danger: { icon: TriangleAlert, iconBox: 'bg-red-50 text-red-600', button: 'danger' },
  warning: { icon: TriangleAlert, iconBox: 'bg-amber-50 text-amber-600', button: 'danger' },
  info: { icon: Info, iconBox: 'bg-sky-50 text-sky-600', button: 'primary' },
};

export interface ConfirmDialogProps {
  open: boolean;
  /** Called with false on Cancel, Escape or a click outside (not while busy). */
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  title: ReactNode;
  message: ReactNode;
  /** More under the message: a list, a field to type a confirmation into… */
  children?: ReactNode;
  /** The variant's icon unless given. */
  icon?: LucideIcon;
  /** The confirm button is disabled (a typed confirmation that does not match yet). */
  confirmDisabled?: boolean;
  /** A wider dialog that scrolls when taller than the screen, for longer content. */
  wide?: boolean;
  variant?: ConfirmVariant;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Disables both buttons and shows `busyLabel` on the confirm button; the dialog stays open. */
  busy?: boolean;
  busyLabel?: string;
}

/**
 * Asks before something that cannot be taken back. A modal alert dialog: focus is trapped
 * (Cancel has it first, so Enter never confirms by accident), page scroll is locked,
 * Escape closes it and the focus goes back to the control that opened it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title,
  message,
  children,
  icon,
  confirmDisabled = false,
  wide = false,
  variant = 'danger',
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  busy = false,
  busyLabel,
}: ConfirmDialogProps) {
  const { icon: variantIcon, iconBox, button } = variants[variant];
  const Icon = icon ?? variantIcon;
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && busy) return;
        onOpenChange(next);
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          role="alertdialog"
          onOpenAutoFocus={returnFocus.remember}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          onInteractOutside={(event) => {
            if (busy) event.preventDefault();
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in',
            wide ? 'max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto' : 'max-w-md',
          )}
        >
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-full', iconBox)}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1 space-y-2">
              <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
              <RadixDialog.Description className="text-sm text-slate-600">{message}</RadixDialog.Description>
            </div>
          </div>
          {children && <div className="mt-4 space-y-4">{children}</div>}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <RadixDialog.Close asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </RadixDialog.Close>
            <Button variant={button} onClick={onConfirm} disabled={confirmDisabled} busy={busy} busyText={busyLabel}>
              {confirmLabel}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
