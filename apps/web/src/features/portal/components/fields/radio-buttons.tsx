import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface RadioButtonOption<V> {
  value: V;
  /** The option's accessible name ('4 stars', 'Approve'). */
  label: string;
  content: (checked: boolean) => ReactNode;
  className: (checked: boolean) => string;
}

interface RadioButtonsProps<V> {
  options: readonly RadioButtonOption<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  labelledBy: string;
  describedBy?: string;
  required?: boolean;
  invalid?: boolean;
  className?: string;
}

const NEXT: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A radio group drawn as buttons (stars, Approve / Request changes) with the keyboard of native
 * radios: one tab stop (the checked option, else the first), arrows move and choose, Home/End.
 */
export function RadioButtons<V>({
  options,
  value,
  onChange,
  labelledBy,
  describedBy,
  required,
  invalid,
  className,
}: RadioButtonsProps<V>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const checkedIndex = options.findIndex((o) => o.value === value);
  const tabStop = checkedIndex >= 0 ? checkedIndex : 0;

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    onChange(option.value);
    refs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = options.length - 1;
    let target: number | null = null;
    if (event.key in NEXT) target = (index + NEXT[event.key]! + options.length) % options.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = last;
    if (target === null) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      className={className}
    >
      {options.map((option, index) => {
        const checked = index === checkedIndex;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a radio drawn as a button (a star, a choice card), with the radio keyboard above
          <button
            key={option.label}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={option.label}
            tabIndex={index === tabStop ? 0 : -1}
            className={option.className(checked)}
            onClick={() => choose(index)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {option.content(checked)}
          </button>
        );
      })}
    </div>
  );
}
