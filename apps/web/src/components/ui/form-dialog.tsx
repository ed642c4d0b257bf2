import { type ReactNode, useId } from 'react';
import { Button, type ButtonProps } from './button';
import { Dialog } from './dialog';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** Called on submit (Enter in a field, or the submit button); the page does not reload. */
  onSubmit: () => void;
  /** While the form's request runs: the dialog stays open, Cancel is disabled and the submit button says `busyText`. */
  busy: boolean;
  busyText: string;
  /** The submit button's words. */
  submitLabel: ReactNode;
  submitVariant?: ButtonProps['variant'];
  /** Keeps the submit button disabled (e.g. until a confirmation is typed). */
  submitDisabled?: boolean;
  formClassName?: string;
  children: ReactNode;
}

/** A dialog whose body is one form: its fields, then Cancel and the submit button along the bottom. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  busy,
  busyText,
  submitLabel,
  submitVariant,
  submitDisabled,
  formClassName,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={submitVariant}
            disabled={submitDisabled}
            busy={busy}
            busyText={busyText}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={formClassName}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}
