import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from './card';
import { Skeleton } from './skeleton';

/**
 * The loading shapes several pages share. Widths are Tailwind classes, chosen per page to match
 * the text each bar stands for (a longer back link, a longer title).
 */

/** Placeholder bars, one class list each (height, width, shape), in the order they stand. */
export function Bars({ bars }: { bars: string[] }) {
  // A fixed list: a bar's place (and look) is its key.
  return bars.map((bar, i) => <Skeleton key={`${i}-${bar}`} className={bar} />);
}

/** A card of placeholder bars (laid out by `className`), then any other shapes. */
export function BarsCard({ bars, className, children }: { bars: string[]; className?: string; children?: ReactNode }) {
  return (
    <Card className={className}>
      <Bars bars={bars} />
      {children}
    </Card>
  );
}

/** A detail page's header: the back link, the title, and (optionally) a line of description. */
export function HeaderSkeleton({ back, title, description }: { back: string; title: string; description?: string }) {
  return (
    <>
      <Skeleton className={cn('mb-4 h-4', back)} />
      <Skeleton className={cn('h-8 max-w-full', title)} />
      {description ? <Skeleton className={cn('mt-3 mb-8 max-w-full', description)} /> : null}
    </>
  );
}

/** A row of number tiles: a label bar over a large value bar in each. */
export function TileSkeletons({
  count,
  className,
  label,
  value,
}: {
  count: number;
  /** The grid's classes. */
  className: string;
  label: string;
  value: string;
}) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className="p-4 sm:p-5">
          <Skeleton className={cn('h-4', label)} />
          <Skeleton className={cn('mt-3 h-8', value)} />
        </Card>
      ))}
    </div>
  );
}

const TEXT_LINES = ['h-4 w-full', 'h-4 w-5/6', 'h-4 w-2/3'];

/** A card of prose (a welcome message): its heading, then three lines of text. */
export function TextCardSkeleton({ heading, className }: { heading: string; className?: string }) {
  return <BarsCard className={cn('space-y-3 p-6', className)} bars={[cn('h-5', heading), ...TEXT_LINES]} />;
}

/** Labelled fields (a form, a list of answers): a short label bar over each value's bar. */
export function FieldSkeletons({ count, label, value }: { count: number; label: string; value: string }) {
  return Array.from({ length: count }, (_, i) => (
    <div key={i} className="space-y-2">
      <Skeleton className={cn('h-4', label)} />
      <Skeleton className={value} />
    </div>
  ));
}

/** Rows of a list: an icon, and two lines of text beside it. */
export function RowSkeletons({
  count,
  className,
  icon,
  lines,
}: {
  count: number;
  /** The row's layout (its gap, its alignment). */
  className: string;
  icon: string;
  lines: [string, string];
}) {
  return Array.from({ length: count }, (_, i) => (
    <div key={i} className={className}>
      <Skeleton className={icon} />
      <div className="flex-1 space-y-2">
        <Bars bars={lines} />
      </div>
    </div>
  ));
}
