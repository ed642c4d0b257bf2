import { type ComponentProps, type ReactNode, type Ref, useId } from 'react';
import { cn } from '../../lib/cn';

interface ToggleSwitchProps {
  label: ReactNode;
  /** One line under the label saying what the switch does. */
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** A small note beside the switch ('Saving...'). */
  status?: ReactNode;
  name?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
}

/**
 * An on/off setting: its label and explanation on the left, the switch on the right. A button
 * with role 'switch' (Space and Enter flip it); the label is tied to it, so a click on the text
 * flips it too and tests find it by its name.
 */
export function ToggleSwitch({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
  status,
  name,
  buttonRef,
  onBlur,
}: ToggleSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0 space-y-0.5">
        <label
          htmlFor={id}
          className={cn('block text-sm font-medium text-slate-900', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}
        >
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="text-sm text-slate-600">
            {description}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {status ? <span className="text-xs text-slate-500">{status}</span> : null}
        <Switch
          id={id}
          ref={buttonRef}
          name={name}
          checked={checked}
          onCheckedChange={onCheckedChange}
          aria-describedby={description ? `${id}-description` : undefined}
          disabled={disabled}
          onBlur={onBlur}
        />
      </div>
    </div>
  );
}

type SwitchProps = Omit<ComponentProps<'button'>, 'onClick' | 'role' | 'type'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** The switch alone (name it with a label or aria-label): a button with role 'switch'. */
export function Switch({ checked, onCheckedChange, className, ...props }: SwitchProps) {
  return (
    <button
      {...props}
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full p-0.5 transition-colors duration-150 motion-reduce:transition-none',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        'disabled:cursor-not-allowed disabled:opacity-60',
        checked ? 'bg-primary-600' : 'bg-slate-400',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'block size-5 rounded-full bg-white shadow-sm ring-1 ring-slate-900/5 transition-transform duration-150 motion-reduce:transition-none',
          checked ? 'translate-x-5' : 'translate-x-0',
        )}
      />
    </button>
  );
}
