import { type ComponentProps, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { amountText, readAmount } from '../stage-form';

type InputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'>;

/**
 * The text a number field shows, kept while it is typed: the value changes only when the text reads
 * as one, and a new value from outside (another kind of schedule) replaces the text.
 */
function useTypedText(value: number, show: (value: number) => string, unit = '') {
  const [state, setState] = useState(() => ({ text: show(value), value, unit }));
  if (!Object.is(state.value, value) || state.unit !== unit) {
    const next = { text: show(value), value, unit };
    setState(next);
    return [next, setState] as const;
  }
  return [state, setState] as const;
}

/**
 * An amount in `currency`, typed as people write it ("1,250.00", "1250"), read with core's toMinor
 * into minor units. Text that is not an amount of this currency keeps the last good value and says so
 * (`onBadText`); on leaving the field a good amount is written back plainly.
 */
export function MoneyInput({
  value,
  currency,
  onValue,
  onBadText,
  className,
  ...props
}: InputProps & {
  value: number;
  currency: string;
  onValue: (minor: number) => void;
  onBadText: (invalid: boolean) => void;
}) {
  const show = (v: number) => amountText(v, currency);
  const [state, setState] = useTypedText(value, show, currency);
  return (
    <Input
      {...props}
      inputMode="decimal"
      autoComplete="off"
      className={cn('tabular-nums', className)}
      value={state.text}
      onChange={(event) => {
        const text = event.target.value;
        const minor = readAmount(text, currency);
        setState({ text, value: minor ?? value, unit: currency });
        onBadText(minor === null);
        if (minor !== null && minor !== value) onValue(minor);
      }}
      onBlur={(event) => {
        const minor = readAmount(state.text, currency);
        if (minor !== null) setState({ text: show(minor), value: minor, unit: currency });
        props.onBlur?.(event);
      }}
    />
  );
}

/**
 * A whole number (a quantity, a percent, days). An empty field reads as 0 and anything else as
 * typed, so the checks beside it say what is wrong rather than the field silently keeping a number.
 */
export function IntegerInput({
  value,
  onValue,
  className,
  ...props
}: InputProps & { value: number; onValue: (value: number) => void }) {
  const [state, setState] = useTypedText(value, (v) => String(v));
  return (
    <Input
      {...props}
      type="number"
      inputMode="numeric"
      step={1}
      className={cn('tabular-nums', className)}
      value={state.text}
      onChange={(event) => {
        const text = event.target.value;
        const next = text.trim() === '' ? 0 : Number(text);
        setState({ text, value: next, unit: '' });
        onValue(next);
      }}
    />
  );
}
