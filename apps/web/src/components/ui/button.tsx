import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps, ReactNode } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClasses } from './button-classes';
import { Spinner } from './spinner';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the child element (a link) with button styles. */
  asChild?: boolean;
  /** Disables the button and shows a spinner with `busyText`. */
  busy?: boolean;
  busyText?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  busy = false,
  busyText,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  if (asChild) {
    return (
      <Slot className={buttonClasses(variant, size, className)} {...(props as ComponentProps<typeof Slot>)}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? (
        <>
          <Spinner />
          {busyText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
