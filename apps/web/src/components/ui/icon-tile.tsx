import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * An icon centred in a tile that leads a card or a message. `className` gives the tile its size,
 * corners and colours ('size-10 rounded-xl bg-primary-50 text-primary-700'); the icon is
 * decorative (the text beside it says what it means).
 */
export function IconTile({
  icon: Icon,
  className,
  iconClassName = 'size-5',
}: {
  icon: LucideIcon;
  className: string;
  iconClassName?: string;
}) {
  return (
    <span className={cn('flex shrink-0 items-center justify-center', className)}>
      <Icon aria-hidden="true" className={iconClassName} />
    </span>
  );
}
