import { PORTAL_MESSAGES } from '@bloom/core';
import { describedBy, FieldFrame, inputClass } from './field-frame';
import { asText, type FieldProps, invalid } from './field-props';

/** Text and email (and any unknown type, which the portal shows as text). */
export function TextField({ field, ids, value, error, onChange, email }: FieldProps & { email?: boolean }) {
  return (
    <FieldFrame ids={ids} label={field.label} required={field.required} error={error}>
      <input
        id={ids.control}
        type={email ? 'email' : 'text'}
        inputMode={email ? 'email' : undefined}
        autoComplete={email ? 'email' : 'off'}
        className={inputClass}
        value={asText(value)}
        placeholder={field.placeholder || undefined}
        aria-required={field.required || undefined}
        aria-invalid={invalid(error)}
        aria-describedby={describedBy(ids, error, null)}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldFrame>
  );
}

/** A long answer; with `max`, the guidance and a live 'N / max' counter (the testimonial). */
export function TextareaField({
  field,
  ids,
  value,
  error,
  onChange,
  guidance,
  max,
}: FieldProps & { guidance?: string; max?: number }) {
  const text = asText(value);
  const over = max !== undefined && text.length > max;
  const hint =
    guidance || max !== undefined ? (
      <div className="flex items-start justify-between gap-3">
        <span>{guidance}</span>
        {max !== undefined ? (
          <span className={`shrink-0 tabular-nums ${over ? 'font-semibold text-red-700' : ''}`}>
            {PORTAL_MESSAGES.characterCount(text.length, max)}
          </span>
        ) : null}
      </div>
    ) : null;
  return (
    <FieldFrame ids={ids} label={field.label} required={field.required} hint={hint} error={error}>
      <textarea
        id={ids.control}
        rows={max !== undefined ? 5 : 4}
        className={`${inputClass} resize-y`}
        value={text}
        placeholder={field.placeholder || undefined}
        aria-required={field.required || undefined}
        aria-invalid={invalid(error) ?? (over || undefined)}
        aria-describedby={describedBy(ids, error, hint)}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldFrame>
  );
}
