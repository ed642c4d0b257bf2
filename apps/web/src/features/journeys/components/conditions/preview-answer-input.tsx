import type { FormField } from '@bloom/core';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { Select } from '../../../../components/ui/select';
import { questionLabel } from '../../conditions/condition-stages';
import { plural } from '../../journey-format';

interface PreviewAnswerInputProps {
  id: string;
  field: FormField;
  value: unknown;
  onChange: (value: unknown) => void;
}

const APPROVAL_CHOICES = [
  ['approved', 'Approved'],
  ['changes_requested', 'Changes requested'],
] as const;

/** An answer the owner picks in the preview, stored as the portal would store it (a number, a date, a list). */
export function PreviewAnswerInput({ id, field, value, onChange }: PreviewAnswerInputProps) {
  const label = questionLabel(field);
  const options = (field.options ?? []).map((o) => o.trim()).filter(Boolean);

  if (field.type === 'checkbox' && options.length === 0) {
    return <Checkbox id={id} label={label} checked={value === true} onChange={(e) => onChange(e.target.checked)} />;
  }
  if (field.type === 'file') {
    return (
      <Checkbox
        id={id}
        label={`${label}: a file was uploaded`}
        checked={value === true}
        onChange={(e) => onChange(e.target.checked)}
      />
    );
  }
  if (field.type === 'checkbox') {
    const picked = Array.isArray(value) ? (value as string[]) : [];
    return (
      <fieldset className="min-w-0 space-y-1.5">
        <legend className="text-sm font-medium text-slate-800">{label}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1.5">
          {options.map((option, i) => (
            <Checkbox
              key={option}
              id={`${id}-${i}`}
              label={option}
              checked={picked.includes(option)}
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? options.filter((o) => o === option || picked.includes(o))
                    : picked.filter((o) => o !== option),
                )
              }
            />
          ))}
        </div>
      </fieldset>
    );
  }

  const choices: readonly (readonly [string, string])[] | null =
    field.type === 'radio' || field.type === 'select'
      ? options.map((o) => [o, o] as const)
      : field.type === 'approval'
        ? APPROVAL_CHOICES
        : field.type === 'star-rating'
          ? Array.from({ length: field.maxRating ?? 5 }, (_, i) => [String(i + 1), plural(i + 1, 'star')] as const)
          : null;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {choices ? (
        <Select
          id={id}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => {
            const v = e.target.value;
            onChange(field.type === 'star-rating' && v ? Number(v) : v);
          }}
        >
          <option value="">No answer</option>
          {choices.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </Select>
      ) : field.type === 'number' ? (
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          className="tabular-nums"
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => onChange(Number.isFinite(e.target.valueAsNumber) ? e.target.valueAsNumber : '')}
        />
      ) : (
        <Input
          id={id}
          type={field.type === 'date' ? 'date' : 'text'}
          maxLength={300}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}
