import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from './card';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** The one action that fills this space. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon: Icon, title, description, action, className }: EmptyStateProps) {
  return (
    <Card className={cn('flex flex-col items-center px-6 py-12 text-center sm:py-16', className)}>
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-base font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">{description}</p>
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </Card>
  );
}
