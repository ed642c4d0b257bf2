import { PRODUCT_NAME } from '@bloom/core';
import { cn } from '../../lib/cn';

/** The Bloom mark and word; decorative text is the product name. */
export function Logo({ className, size = 'md' }: { className?: string; size?: 'md' | 'lg' }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold text-slate-900', className)}>
      <LogoMark className={size === 'lg' ? 'size-10' : 'size-8'} />
      <span className={size === 'lg' ? 'text-2xl tracking-tight' : 'text-lg tracking-tight'}>{PRODUCT_NAME}</span>
    </span>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#0d9488" />
      <g fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M16 24v-7" />
        <path d="M16 17c-3.5 0-6-2.5-6-6 3.5 0 6 2.5 6 6Z" />
        <path d="M16 17c3.5 0 6-2.5 6-6-3.5 0-6 2.5-6 6Z" />
        <path d="M16 13c-1.6-1.6-1.6-4.4 0-6 1.6 1.6 1.6 4.4 0 6Z" />
      </g>
    </svg>
  );
}
