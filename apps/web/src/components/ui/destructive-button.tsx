import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from './button';

/** A secondary button in red words, for a destructive action that asks before it acts (Delete, Remove). */
export function DestructiveButton({ className, ...props }: Omit<ButtonProps, 'variant'>) {
  return (
    <Button
      variant="secondary"
      className={cn('text-red-700! hover:border-red-200! hover:bg-red-50!', className)}
      {...props}
    />
  );
}

/**
 * A ghost button in red words, for a removal that sits beside a form's main action (Remove link,
 * Delete). DestructiveButton (above) is its bordered sibling.
 */
export function GhostDestructiveButton({ className, ...props }: Omit<ButtonProps, 'variant'>) {
  return (
    <Button variant="ghost" className={cn('text-red-700 hover:bg-red-50 hover:text-red-800', className)} {...props} />
  );
}
