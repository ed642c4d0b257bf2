import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** What the hook needs of a TanStack mutation. */
interface DeleteMutation<T> {
  mutate: (item: T, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

interface Options<T> {
  mutation: DeleteMutation<T>;
  title: string;
  message: (item: T) => string;
  deleted: (item: T) => string;
  /** The toast when the server gives no reason. */
  failed: string;
  onDeleted?: ((item: T) => void) | undefined;
}

/** Delete behind a confirm dialog, with the product's toasts: `ask(item)` opens it, render `dialog`. */
export function useConfirmedDelete<T>({ mutation, title, message, deleted, failed, onDeleted }: Options<T>): {
  ask: (item: T) => void;
  dialog: ReactNode;
} {
  // The item stays set while the dialog fades out, so its text does not blank mid-animation.
  const [item, setItem] = useState<T | null>(null);
  const [open, setOpen] = useState(false);

  const confirm = () => {
    if (item === null) return;
    const target = item;
    mutation.mutate(target, {
      onSuccess: () => {
        toast.success(deleted(target));
        setOpen(false);
        onDeleted?.(target);
      },
      onError: (error) => {
        toast.error(error.message || failed);
        setOpen(false);
      },
    });
  };

  return {
    ask: (next) => {
      setItem(next);
      setOpen(true);
    },
    dialog: (
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={confirm}
        variant="danger"
        title={title}
        message={item === null ? '' : message(item)}
        confirmLabel="Delete"
        busy={mutation.isPending}
        busyLabel="Deleting..."
      />
    ),
  };
}
