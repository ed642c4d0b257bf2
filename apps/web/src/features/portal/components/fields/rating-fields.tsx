import { type ApprovalValue, maxRatingOf, PORTAL_MESSAGES } from '@bloom/core';
import { Check, PencilLine, Star } from '../icons';
import { describedBy, FieldsetFrame } from './field-frame';
import type { FieldProps } from './field-props';
import { type RadioButtonOption, RadioButtons } from './radio-buttons';

/** 1 to the field's maximum stars, 5 by default (docs/product.md#answering-a-stage). */
export function StarRatingField({ field, ids, value, error, onChange }: FieldProps) {
  const max = maxRatingOf(field);
  const rating = typeof value === 'number' ? value : 0;
  const options: RadioButtonOption<number>[] = Array.from({ length: max }, (_, i) => ({
    value: i + 1,
    label: PORTAL_MESSAGES.stars(i + 1),
    className: () =>
      'grid size-11 cursor-pointer place-items-center rounded-lg text-slate-300 transition-colors duration-150 hover:bg-slate-100 motion-reduce:transition-none',
    content: () => (
      <Star
        aria-hidden="true"
        className={`size-7 ${i < rating ? 'fill-brand-mark text-brand-mark' : 'fill-transparent text-slate-500'}`}
        strokeWidth={1.5}
      />
    ),
  }));
  return (
    <FieldsetFrame plain ids={ids} label={field.label} required={field.required} error={error}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RadioButtons
          options={options}
          value={rating || undefined}
          onChange={onChange}
          labelledBy={ids.label}
          describedBy={describedBy(ids, error, null)}
          required={field.required}
          invalid={Boolean(error)}
          className="-ml-1.5 flex flex-wrap"
        />
        {rating ? (
          <span className="text-sm text-slate-600 tabular-nums" aria-hidden="true">
            {rating} / {max}
          </span>
        ) : null}
      </div>
    </FieldsetFrame>
  );
}

const choiceClass = (checked: boolean, tone: string) =>
  `flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium transition-colors duration-150 motion-reduce:transition-none ${
    checked ? tone : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
  }`;

/** Approve or Request changes, stored as 'approved' / 'changes_requested'. */
export function ApprovalField({ field, ids, value, error, onChange }: FieldProps) {
  const options: RadioButtonOption<ApprovalValue>[] = [
    {
      value: 'approved',
      label: PORTAL_MESSAGES.approve,
      className: (checked) => choiceClass(checked, 'border-transparent bg-brand text-on-brand shadow-sm'),
      content: () => (
        <>
          <Check aria-hidden="true" className="size-4" />
          {PORTAL_MESSAGES.approve}
        </>
      ),
    },
    {
      value: 'changes_requested',
      label: PORTAL_MESSAGES.requestChanges,
      className: (checked) => choiceClass(checked, 'border-amber-500 bg-amber-50 text-amber-900'),
      content: () => (
        <>
          <PencilLine aria-hidden="true" className="size-4" />
          {PORTAL_MESSAGES.requestChanges}
        </>
      ),
    },
  ];
  return (
    <FieldsetFrame plain ids={ids} label={field.label} required={field.required} error={error}>
      <RadioButtons
        options={options}
        value={value === 'approved' || value === 'changes_requested' ? value : undefined}
        onChange={onChange}
        labelledBy={ids.label}
        describedBy={describedBy(ids, error, null)}
        required={field.required}
        invalid={Boolean(error)}
        className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2"
      />
    </FieldsetFrame>
  );
}
