import type { ComponentProps, ReactNode } from 'react';

const VARIANTS = {
  /** The one main action: the workspace's colour with its readable text colour. */
  primary:
    'bg-brand text-on-brand shadow-sm ring-1 ring-inset ring-slate-900/10 hover:brightness-95 active:brightness-90',
  secondary: 'border border-slate-300 bg-white text-slate-800 shadow-xs hover:bg-slate-50 active:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100',
  /** A second action in the workspace's accent colour (its ink shade, readable on white). */
  accent:
    'border border-brand-accent-ink/40 bg-white text-brand-accent-ink shadow-xs hover:bg-brand-accent/10 active:bg-brand-accent/15',
} as const;

const SIZES = {
  sm: 'min-h-9 gap-1.5 rounded-lg px-3 text-sm',
  md: 'min-h-11 gap-2 rounded-lg px-4 text-sm',
} as const;

export type PortalButtonVariant = keyof typeof VARIANTS;

export const buttonClass = (variant: PortalButtonVariant = 'primary', size: keyof typeof SIZES = 'md', extra = '') =>
  `inline-flex cursor-pointer items-center justify-center font-medium transition duration-150 disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none ${SIZES[size]} ${VARIANTS[variant]} ${extra}`;

interface PortalButtonProps extends ComponentProps<'button'> {
  variant?: PortalButtonVariant;
  size?: keyof typeof SIZES;
  /** Disables the button and shows `busyText` with a spinner. */
  busy?: boolean;
  busyText?: ReactNode;
}

export function PortalButton({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyText,
  className = '',
  disabled,
  children,
  type = 'button',
  ...props
}: PortalButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? (
        <>
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
          />
          {busyText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
