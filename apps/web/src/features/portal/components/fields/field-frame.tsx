import { PORTAL_MESSAGES } from '@bloom/core';
import type { ReactNode } from 'react';

export interface FieldIds {
  control: string;
  label: string;
  hint: string;
  error: string;
}

/** The ids that tie a field's label, hint and message to its control. */
export const fieldIds = (base: string): FieldIds => ({
  control: `${base}-control`,
  label: `${base}-label`,
  hint: `${base}-hint`,
  error: `${base}-error`,
});

/** aria-describedby for a control: its message first, then its hint. */
export const describedBy = (ids: FieldIds, error: string | undefined, hint: ReactNode) =>
  [error ? ids.error : null, hint ? ids.hint : null].filter(Boolean).join(' ') || undefined;

function RequiredMark({ srText = false }: { srText?: boolean }) {
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-red-700">
        *
      </span>
      {/* For controls that cannot carry aria-required (groups, file inputs): the label says it. */}
      {srText ? <span className="sr-only"> {PORTAL_MESSAGES.requiredMark}</span> : null}
    </>
  );
}

function HintAndError({ ids, hint, error }: { ids: FieldIds; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <div id={ids.hint} className="text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={ids.error} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

interface FrameProps {
  ids: FieldIds;
  label: string;
  required: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

/**
 * One control: a visible <label> tied to it, the hint and the message under it. `announceRequired`
 * puts '(required)' in the label for controls that cannot carry aria-required (a file input).
 */
export function FieldFrame({
  ids,
  label,
  required,
  hint,
  error,
  children,
  announceRequired,
}: FrameProps & { announceRequired?: boolean }) {
  return (
    <div className="space-y-1.5">
      <label id={ids.label} htmlFor={ids.control} className="block text-sm font-medium break-words text-slate-900">
        {label}
        {required ? <RequiredMark srText={announceRequired} /> : null}
      </label>
      {children}
      <HintAndError ids={ids} hint={hint} error={error} />
    </div>
  );
}

type FieldsetProps = FrameProps & { plain?: boolean };

/**
 * A group of controls under a visible label: a fieldset and legend for native radios and
 * checkboxes; `plain` for a radiogroup of buttons, which its label names itself.
 */
export function FieldsetFrame({ ids, label, required, hint, error, children, plain }: FieldsetProps) {
  const Group = plain ? 'div' : 'fieldset';
  const Caption = plain ? 'p' : 'legend';
  return (
    <Group className="min-w-0 space-y-2" aria-describedby={plain ? undefined : describedBy(ids, error, hint)}>
      <Caption id={ids.label} className="mb-1.5 block text-sm font-medium break-words text-slate-900">
        {label}
        {required ? <RequiredMark srText={!plain} /> : null}
      </Caption>
      {children}
      <HintAndError ids={ids} hint={hint} error={error} />
    </Group>
  );
}

export const inputClass =
  'block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus-visible:border-brand-mark focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-mark aria-invalid:border-red-600 sm:text-sm';
