import { CircleAlert, type LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from './button';
import { Card } from './card';
import type { Retryable } from './load-state';

/** A card's header bar: an icon and the card's title (an h2) over a thin rule. */
export function SectionHeading({ icon: Icon, id, children }: { icon: LucideIcon; id?: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2 border-b border-slate-100 px-5 py-4 sm:px-6">
      <Icon aria-hidden="true" className="size-4 text-slate-500" />
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {children}
      </h2>
    </div>
  );
}

/** A card that is a region of the page, named by its SectionHeading; its body follows (children). */
export function SectionCard({
  icon,
  title,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className={className}>
      <SectionHeading icon={icon} id={headingId}>
        {title}
      </SectionHeading>
      {children}
    </Card>
  );
}

/** A SectionCard's body that could not load: what failed and why in one line, and "Try again" beside it. */
export function SectionError({ query, message }: { query: Retryable; message: string }) {
  return (
    <div className="flex flex-col gap-3 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <p role="alert" className="flex items-start gap-2 text-sm text-red-800">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
        {message} {query.error?.message}
      </p>
      <Button variant="secondary" size="sm" onClick={() => void query.refetch()} busy={query.isFetching}>
        Try again
      </Button>
    </div>
  );
}
