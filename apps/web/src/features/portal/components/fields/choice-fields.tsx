import { PORTAL_MESSAGES } from '@bloom/core';
import type { ComponentProps } from 'react';
import { ChevronDown } from '../icons';
import { describedBy, FieldFrame, FieldsetFrame, inputClass } from './field-frame';
import { asText, type FieldProps, invalid } from './field-props';

const optionClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 transition-colors duration-150 hover:border-slate-300 has-[:checked]:border-brand-mark has-[:checked]:bg-brand/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-mark motion-reduce:transition-none';
const markClass = 'size-4 shrink-0 cursor-pointer accent-[var(--brand-mark)] focus-visible:outline-none';

/** The options as a column of rows to tap, each with its own mark (a radio button or a checkbox). */
function OptionRows({
  field,
  ids,
  error,
  mark,
}: Pick<FieldProps, 'field' | 'ids' | 'error'> & { mark: (option: string) => ComponentProps<'input'> }) {
  return (
    <FieldsetFrame ids={ids} label={field.label} required={field.required} error={error}>
      <div className="grid gap-2">
        {(field.options ?? []).map((option) => (
          <label key={option} className={optionClass}>
            <input aria-invalid={invalid(error)} {...mark(option)} />
            <span className="min-w-0 break-words">{option}</span>
          </label>
        ))}
      </div>
    </FieldsetFrame>
  );
}

/** One choice among the options, as radio buttons. */
export function RadioField(props: FieldProps) {
  const { ids, value, onChange } = props;
  return (
    <OptionRows
      {...props}
      mark={(option) => ({
        type: 'radio',
        className: markClass,
        name: ids.control,
        value: option,
        checked: value === option,
        onChange: () => onChange(option),
      })}
    />
  );
}

/** Any of the options, as checkboxes (a list of the picked ones). */
export function CheckboxGroupField(props: FieldProps) {
  const { field, value, onChange } = props;
  const options = field.options ?? [];
  const picked = Array.isArray(value) ? value : [];
  const toggle = (option: string, on: boolean) =>
    onChange(options.filter((o) => (o === option ? on : picked.includes(o))));
  return (
    <OptionRows
      {...props}
      mark={(option) => ({
        type: 'checkbox',
        className: `${markClass} rounded`,
        checked: picked.includes(option),
        onChange: (e) => toggle(option, e.target.checked),
      })}
    />
  );
}

/** A yes/no box (a checkbox without options): its label is the question. */
export function SingleCheckboxField({ field, ids, value, error, onChange }: FieldProps) {
  return (
    <div className="space-y-1.5">
      <label className={optionClass}>
        <input
          id={ids.control}
          type="checkbox"
          className={`${markClass} rounded`}
          checked={value === true}
          aria-required={field.required || undefined}
          aria-invalid={invalid(error)}
          aria-describedby={describedBy(ids, error, null)}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span id={ids.label} className="min-w-0 font-medium break-words text-slate-900">
          {field.label}
          {field.required ? (
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          ) : null}
        </span>
      </label>
      {error ? (
        <p id={ids.error} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** One of the options from a drop-down list. */
export function SelectField({ field, ids, value, error, onChange }: FieldProps) {
  return (
    <FieldFrame ids={ids} label={field.label} required={field.required} error={error}>
      <div className="relative">
        <select
          id={ids.control}
          className={`${inputClass} cursor-pointer appearance-none pr-10`}
          value={asText(value)}
          aria-required={field.required || undefined}
          aria-invalid={invalid(error)}
          aria-describedby={describedBy(ids, error, null)}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{PORTAL_MESSAGES.chooseOption}</option>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
    </FieldFrame>
  );
}
