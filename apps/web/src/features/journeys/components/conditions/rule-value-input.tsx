import type { ConditionValue } from '@bloom/core';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { Select } from '../../../../components/ui/select';
import type { RuleTarget } from '../../conditions/condition-stages';
import { choicesOf, type ValueKind } from '../../conditions/rule-edit';

interface RuleValueInputProps {
  id: string;
  kind: ValueKind;
  target: RuleTarget | undefined;
  value: ConditionValue | undefined;
  disabled: boolean;
  onChange: (value: ConditionValue | undefined) => void;
}

/** How an approval's stored answer reads. */
const CHOICE_LABELS: Record<string, string> = { approved: 'Approved', changes_requested: 'Changes requested' };

/** The value a rule compares with, in the input its question calls for. */
export function RuleValueInput({ id, kind, target, value, disabled, onChange }: RuleValueInputProps) {
  if (kind === 'none') return null;
  const choices = choicesOf(target);

  if (kind === 'many') {
    const picked = Array.isArray(value) ? value : [];
    return (
      <fieldset className="min-w-0 space-y-1.5">
        <legend className="text-xs font-medium text-slate-600">Values</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1.5 pt-1">
          {choices.map((choice, i) => (
            <label key={choice} htmlFor={`${id}-${i}`} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                id={`${id}-${i}`}
                type="checkbox"
                disabled={disabled}
                checked={picked.includes(choice)}
                className="size-4 cursor-pointer rounded border-slate-300 accent-primary-600"
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? choices.filter((c) => c === choice || picked.includes(c))
                      : picked.filter((c) => c !== choice),
                  )
                }
              />
              {CHOICE_LABELS[choice] ?? choice}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  return (
    <div className="min-w-0 space-y-1">
      <Label htmlFor={id} className="text-xs font-medium text-slate-600">
        Value
      </Label>
      {kind === 'tick' ? (
        <Select
          id={id}
          disabled={disabled}
          value={value === false ? 'no' : 'yes'}
          onChange={(event) => onChange(event.target.value === 'yes')}
        >
          <option value="yes">ticked</option>
          <option value="no">not ticked</option>
        </Select>
      ) : kind === 'one' ? (
        <Select id={id} disabled={disabled} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)}>
          {typeof value === 'string' && value !== '' && !choices.includes(value) ? (
            <option value={value}>{value} (no longer an option)</option>
          ) : null}
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {CHOICE_LABELS[choice] ?? choice}
            </option>
          ))}
        </Select>
      ) : kind === 'number' ? (
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          disabled={disabled}
          min={target?.type === 'star-rating' ? 1 : undefined}
          max={target?.type === 'star-rating' ? (target.maxRating ?? 5) : undefined}
          value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
          onChange={(event) => {
            const n = event.target.valueAsNumber;
            onChange(Number.isFinite(n) ? n : undefined);
          }}
          className="tabular-nums"
        />
      ) : kind === 'date' ? (
        <Input
          id={id}
          type="date"
          disabled={disabled}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : kind === 'list' ? (
        <Input
          id={id}
          disabled={disabled}
          maxLength={2000}
          placeholder="Comma-separated, e.g. Logo, Website"
          value={Array.isArray(value) ? value.join(', ') : ''}
          onChange={(event) => onChange(event.target.value.split(',').map((v) => v.trimStart()))}
        />
      ) : (
        <Input
          id={id}
          disabled={disabled}
          maxLength={300}
          value={typeof value === 'string' ? value : value === undefined ? '' : String(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}
