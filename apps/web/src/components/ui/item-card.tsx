import type { LucideIcon } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { Card } from './card';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

interface ItemCardProps {
  /** The heading, a link to the item's page. */
  title: string;
  to: string;
  /** Beside the title, e.g. a status badge. */
  badge?: ReactNode;
  /** Starts loading the item's page when the pointer or focus reaches the card. */
  onPrefetch: () => void;
  /** What the card says about the item, under the title. */
  children: ReactNode;
  /** The footer's buttons, left. */
  links: ReactNode;
  /** The footer's icon buttons, right (IconButton). */
  tools: ReactNode;
  footerClassName?: string;
  toolsClassName?: string;
}

/** One item of a card grid (a client, a journey): its title, what it says, and a footer of actions. */
export function ItemCard({
  title,
  to,
  badge,
  onPrefetch,
  children,
  links,
  tools,
  footerClassName,
  toolsClassName,
}: ItemCardProps) {
  const titleId = useId();
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      onPointerEnter={onPrefetch}
      onFocus={onPrefetch}
      className="flex flex-col p-5 transition-shadow duration-150 hover:shadow-md"
    >
      <div className="flex-1">
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="min-w-0 text-base font-semibold break-words text-slate-900">
            <Link to={to} className="rounded-sm hover:text-primary-700">
              {title}
            </Link>
          </h3>
          {badge}
        </div>
        {children}
      </div>
      <div className={cn('flex items-center gap-2 border-t border-slate-100 pt-4', footerClassName)}>
        {links}
        <div className={cn('ml-auto flex items-center', toolsClassName)}>{tools}</div>
      </div>
    </Card>
  );
}

/** An ItemCard while it loads: its body's bars (children), then its footer's buttons, one width each. */
export function ItemCardSkeleton({
  children,
  links,
  footerClassName,
}: {
  children: ReactNode;
  links: string[];
  footerClassName?: string;
}) {
  return (
    <Card className="flex flex-col p-5">
      {children}
      <div className={cn('flex gap-2 border-t border-slate-100 pt-4', footerClassName)}>
        {links.map((width, i) => (
          <Skeleton key={i} className={cn('h-8 rounded-lg', width)} />
        ))}
      </div>
    </Card>
  );
}

/** One fact in a card's list (a dl): an icon, the label for screen readers, the value. */
export function IconFact({
  icon: Icon,
  label,
  iconClassName,
  children,
}: {
  icon: LucideIcon;
  label: string;
  /** Its size, to match the list's text. */
  iconClassName: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-1.5">
      <Icon aria-hidden="true" className={cn(iconClassName, 'text-slate-400')} />
      <dt className="sr-only">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const HOVER = {
  neutral: 'hover:bg-slate-100 hover:text-slate-900',
  danger: 'hover:bg-red-50 hover:text-red-700',
};

interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label' | 'title'> {
  /** Its accessible name, also shown as a tooltip. */
  label: string;
  /** Disabled, a spinner in place of the icon. */
  busy?: boolean;
  tone?: keyof typeof HOVER;
}

/** A small icon-only button of a card's footer. */
export function IconButton({ label, busy = false, tone = 'neutral', disabled, children, ...props }: IconButtonProps) {
  return (
    <button
      type="button"
      disabled={disabled || busy}
      aria-label={label}
      title={label}
      className={cn(
        'flex size-8 cursor-pointer items-center justify-center rounded-lg text-slate-600 transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60',
        HOVER[tone],
      )}
      {...props}
    >
      {busy ? <Spinner /> : children}
    </button>
  );
}
