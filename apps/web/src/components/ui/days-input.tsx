import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './input';

/** A whole number of days (its range from min and max): the numeric keyboard on a phone, figures aligned. */
export function DaysInput({ className, ...props }: ComponentProps<'input'>) {
  return <Input type="number" inputMode="numeric" step={1} className={cn('tabular-nums', className)} {...props} />;
}
