import { useState } from 'react';
import { describedBy, FieldFrame, inputClass } from './field-frame';
import { asText, type FieldProps, invalid } from './field-props';
import { numberFromText } from './number-text';

/** A number: typed as text with the phone's decimal keypad, kept as typed, answered as a number. */
export function NumberField({ field, ids, value, error, onChange }: FieldProps) {
  const [text, setText] = useState(() => asText(value));
  return (
    <FieldFrame ids={ids} label={field.label} required={field.required} error={error}>
      <input
        id={ids.control}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={`${inputClass} tabular-nums`}
        value={text}
        placeholder={field.placeholder || undefined}
        aria-required={field.required || undefined}
        aria-invalid={invalid(error)}
        aria-describedby={describedBy(ids, error, null)}
        onChange={(e) => {
          setText(e.target.value);
          onChange(numberFromText(e.target.value));
        }}
      />
    </FieldFrame>
  );
}

/** A calendar date, 'YYYY-MM-DD', with the browser's own date picker. */
export function DateField({ field, ids, value, error, onChange }: FieldProps) {
  return (
    <FieldFrame ids={ids} label={field.label} required={field.required} error={error}>
      <input
        id={ids.control}
        type="date"
        min="1900-01-01"
        max="2200-12-31"
        className={`${inputClass} [&::-webkit-date-and-time-value]:text-left`}
        value={typeof value === 'string' ? value : ''}
        // The form checks on submit (noValidate); `required` only tells assistive technology.
        required={field.required}
        aria-invalid={invalid(error)}
        aria-describedby={describedBy(ids, error, null)}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldFrame>
  );
}
