import { useState } from 'react';
import { toast } from 'sonner';

/**
 * An action asked about first: `ask(target)` opens the confirm dialog, whose props are `dialog`;
 * confirming runs the action, then says `success` in a toast and closes, or toasts the server's
 * message and stays open for another try. `target` outlives the closing, so the dialog's words do
 * not empty while it fades out.
 */
export function useConfirmedAction<T>({
  run,
  busy,
  success,
}: {
  run: (target: T) => Promise<unknown>;
  busy: boolean;
  success: (target: T) => string;
}) {
  const [state, setState] = useState<{ target: T | null; open: boolean }>({ target: null, open: false });
  const close = () => setState((s) => ({ ...s, open: false }));
  const onConfirm = () => {
    const { target } = state;
    if (target === null) return;
    run(target).then(
      () => {
        toast.success(success(target));
        close();
      },
      (error: Error) => toast.error(error.message),
    );
  };
  return {
    target: state.target,
    ask: (target: T) => setState({ target, open: true }),
    dialog: {
      open: state.open,
      onOpenChange: (open: boolean) => {
        if (!open) close();
      },
      onConfirm,
      busy,
    },
  };
}
