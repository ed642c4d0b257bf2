import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** One band of the landing page below the hero: its centred title (`id` names the section), then its content. */
export function LandingSection({
  id,
  title,
  className,
  narrow = false,
  balance = false,
  children,
}: {
  id: string;
  title: string;
  /** The band's background and border. */
  className: string;
  /** A reading width (the questions) instead of the page's. */
  narrow?: boolean;
  /** Balances a title that may wrap. */
  balance?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className={cn('mx-auto', narrow ? 'max-w-3xl' : 'max-w-6xl', 'px-4 py-16 sm:px-6 sm:py-20 lg:px-8')}>
        <h2
          id={id}
          className={cn('text-center text-3xl font-bold tracking-tight', balance && 'text-balance', 'text-slate-900')}
        >
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
