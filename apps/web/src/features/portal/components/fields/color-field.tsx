import { PORTAL_MESSAGES } from '@bloom/core';
import { describedBy, FieldFrame, inputClass } from './field-frame';
import { asText, type FieldProps, invalid } from './field-props';

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour: the picker and its hex code, kept in step (the hex may be typed). */
export function ColorField({ field, ids, value, error, onChange }: FieldProps) {
  const text = asText(value);
  const swatch = HEX.test(text) ? text.toLowerCase() : '#000000';
  return (
    <FieldFrame ids={ids} label={field.label} required={field.required} error={error}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          value={swatch}
          aria-label={PORTAL_MESSAGES.colourPicker(field.label)}
          onChange={(e) => onChange(e.target.value.toLowerCase())}
        />
        <input
          id={ids.control}
          type="text"
          className={`${inputClass} max-w-40 font-mono uppercase`}
          value={text}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          placeholder="#RRGGBB"
          aria-required={field.required || undefined}
          aria-invalid={invalid(error)}
          aria-describedby={describedBy(ids, error, null)}
          onChange={(e) => onChange(e.target.value.trim())}
        />
      </div>
    </FieldFrame>
  );
}
