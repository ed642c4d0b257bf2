import { DEFAULT_PRIMARY_COLOR, FIELD_TYPES, type FieldType, type FormField, HEX_COLOR } from '@bloom/core';
import {
  ArrowDown,
  ArrowUp,
  AtSign,
  BadgeCheck,
  CalendarDays,
  CircleDot,
  GitBranch,
  Hash,
  type LucideIcon,
  Palette,
  Paperclip,
  SquareCheck,
  SquareChevronDown,
  Star,
  TextAlignStart,
  Trash2,
  Type,
} from 'lucide-react';
import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import type { StageConditions } from '../conditions/condition-stages';
import { DEFAULT_MAX_RATING, newField, OPTION_TYPES, PLACEHOLDER_TYPES } from '../hooks/journey-draft';
import { FIELD_TYPE_LABELS, plural } from '../journey-format';
import { ConditionControl } from './conditions/condition-control';

export const FIELD_TYPE_ICONS: Record<FieldType, LucideIcon> = {
  text: Type,
  email: AtSign,
  textarea: TextAlignStart,
  radio: CircleDot,
  checkbox: SquareCheck,
  select: SquareChevronDown,
  file: Paperclip,
  color: Palette,
  'star-rating': Star,
  approval: BadgeCheck,
  number: Hash,
  date: CalendarDays,
};

const HINTS: Partial<Record<FieldType, string>> = {
  file: 'Clients upload a file (PNG, JPG, PDF and more) with this field.',
  approval: 'Clients approve, or ask for changes with a comment.',
  date: 'Clients pick a date from a calendar.',
};

interface FormFieldBuilderProps {
  fields: FormField[];
  readOnly: boolean;
  onAdd: (field: FormField) => void;
  onChange: (fieldId: string, patch: Partial<FormField>) => void;
  onRemove: (fieldId: string) => void;
  onMove: (fieldId: string, by: -1 | 1) => void;
  /** What each question's "Show this question only when…" may point at, and its warnings. */
  conditions: StageConditions;
}

/** The questions of one stage: twelve field types, each with its own settings (docs/product.md#stages-and-phases). */
export function FormFieldBuilder({
  fields,
  readOnly,
  onAdd,
  onChange,
  onRemove,
  onMove,
  conditions,
}: FormFieldBuilderProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <h4 id={headingId} className="text-sm font-semibold text-slate-900">
          Form Fields
        </h4>
        <span className="text-xs text-slate-500">
          {fields.length === 0 ? 'No fields yet' : plural(fields.length, 'field')}
        </span>
      </div>

      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-5 text-center text-sm text-slate-600">
          This stage has no questions. Add a field below for each thing you want the client to tell or send you.
        </p>
      ) : (
        <ol className="space-y-3">
          {fields.map((field, index) => (
            <li key={field.id}>
              <FieldEditor
                field={field}
                index={index}
                last={index === fields.length - 1}
                readOnly={readOnly}
                conditions={conditions}
                onChange={(patch) => onChange(field.id, patch)}
                onRemove={() => onRemove(field.id)}
                onMove={(by) => onMove(field.id, by)}
              />
            </li>
          ))}
        </ol>
      )}

      {readOnly ? null : (
        <fieldset className="min-w-0 pt-1">
          <legend className="mb-2 text-xs font-medium text-slate-600">Add a field</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
            {FIELD_TYPES.map((type) => {
              const Icon = FIELD_TYPE_ICONS[type];
              return (
                <button
                  key={type}
                  type="button"
                  aria-label={`Add ${FIELD_TYPE_LABELS[type]} field`}
                  onClick={() => onAdd(newField(type))}
                  className="flex h-9 min-w-0 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 bg-white px-2.5 text-left text-sm text-slate-700 transition-colors duration-150 hover:border-primary-300 hover:bg-primary-50 hover:text-primary-800"
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                  <span className="truncate">{FIELD_TYPE_LABELS[type]}</span>
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
    </section>
  );
}

interface FieldEditorProps {
  field: FormField;
  index: number;
  last: boolean;
  readOnly: boolean;
  conditions: StageConditions;
  onChange: (patch: Partial<FormField>) => void;
  onRemove: () => void;
  onMove: (by: -1 | 1) => void;
}

/** One of a field's small icon buttons (move, delete) in its header bar. */
function FieldTool({
  icon: Icon,
  label,
  title,
  disabled,
  onClick,
  className,
}: {
  icon: LucideIcon;
  label: string;
  title: string;
  disabled?: boolean;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'flex size-8 cursor-pointer items-center justify-center rounded-md text-slate-500 transition-colors duration-150 hover:bg-slate-200/70 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

function FieldEditor({ field, index, last, readOnly, conditions, onChange, onRemove, onMove }: FieldEditorProps) {
  const id = useId();
  const Icon = FIELD_TYPE_ICONS[field.type] ?? Type;
  const typeLabel = FIELD_TYPE_LABELS[field.type] ?? field.type;
  const hint = HINTS[field.type];
  return (
    <fieldset
      aria-label={`Field ${index + 1}: ${typeLabel}`}
      className="min-w-0 rounded-lg border border-slate-200 bg-white"
    >
      <div className="flex items-center gap-2 rounded-t-lg border-b border-slate-100 bg-slate-50 py-1 pr-1 pl-3">
        <Icon aria-hidden="true" className="size-4 text-slate-500" />
        <span className="min-w-0 flex-1 truncate text-xs font-medium text-slate-700">
          <span className="text-slate-500 tabular-nums">{index + 1}.</span> {typeLabel}
          {field.required ? <span className="ml-2 text-red-700">Required</span> : null}
          {field.showWhen ? (
            <span className="ml-2 inline-flex items-center gap-1 text-primary-800">
              <GitBranch aria-hidden="true" className="size-3.5" />
              Conditional
            </span>
          ) : null}
        </span>
        {readOnly ? null : (
          <span className="flex items-center">
            <FieldTool
              icon={ArrowUp}
              label="Move field up"
              title="Move up"
              disabled={index === 0}
              onClick={() => onMove(-1)}
            />
            <FieldTool
              icon={ArrowDown}
              label="Move field down"
              title="Move down"
              disabled={last}
              onClick={() => onMove(1)}
            />
            <FieldTool
              icon={Trash2}
              label="Delete field"
              title="Delete field"
              onClick={onRemove}
              className="hover:bg-red-50 hover:text-red-700"
            />
          </span>
        )}
      </div>

      <div className="grid gap-4 p-3 sm:grid-cols-2 sm:p-4">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-label`}>Field label</Label>
          <Input
            id={`${id}-label`}
            value={field.label}
            maxLength={300}
            disabled={readOnly}
            onChange={(event) => onChange({ label: event.target.value })}
          />
        </div>

        {PLACEHOLDER_TYPES.includes(field.type) ? (
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-placeholder`}>Placeholder</Label>
            <Input
              id={`${id}-placeholder`}
              value={field.placeholder ?? ''}
              maxLength={300}
              disabled={readOnly}
              placeholder="e.g. an example answer"
              onChange={(event) => onChange({ placeholder: event.target.value })}
            />
          </div>
        ) : null}

        {OPTION_TYPES.includes(field.type) ? (
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor={`${id}-options`}>Options (one per line)</Label>
            <Textarea
              id={`${id}-options`}
              rows={Math.min(8, Math.max(3, (field.options?.length ?? 0) + 1))}
              value={(field.options ?? []).join('\n')}
              disabled={readOnly}
              aria-describedby={`${id}-options-hint`}
              onChange={(event) => onChange({ options: event.target.value.split('\n') })}
            />
            <p id={`${id}-options-hint`} className="text-xs text-slate-500">
              {field.type === 'checkbox'
                ? 'Blank lines are dropped. Leave it empty for a single tick box that uses the label.'
                : 'Blank lines are dropped when you save.'}
            </p>
          </div>
        ) : null}

        {field.type === 'star-rating' ? (
          <div className="w-32 space-y-1.5">
            <Label htmlFor={`${id}-max`}>Maximum rating</Label>
            <Input
              id={`${id}-max`}
              type="number"
              inputMode="numeric"
              min={1}
              max={10}
              step={1}
              disabled={readOnly}
              value={field.maxRating ?? ''}
              aria-describedby={`${id}-max-hint`}
              onChange={(event) => {
                const n = event.target.valueAsNumber;
                onChange({ maxRating: Number.isNaN(n) ? undefined : Math.round(n) });
              }}
              onBlur={() => {
                const n = field.maxRating;
                onChange({ maxRating: n === undefined ? DEFAULT_MAX_RATING : Math.min(10, Math.max(1, n)) });
              }}
            />
            <p id={`${id}-max-hint`} className="text-xs text-slate-500">
              From 1 to 10 stars.
            </p>
          </div>
        ) : null}

        {field.type === 'color' ? (
          <div className="flex items-end gap-3">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-color`}>Default color</Label>
              <input
                id={`${id}-color`}
                type="color"
                disabled={readOnly}
                value={HEX_COLOR.test(field.defaultColor ?? '') ? field.defaultColor : DEFAULT_PRIMARY_COLOR}
                onChange={(event) => onChange({ defaultColor: event.target.value })}
                className="block h-10 w-16 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 disabled:cursor-not-allowed"
              />
            </div>
            <div className="w-36 space-y-1.5">
              <Label htmlFor={`${id}-hex`}>Hex value</Label>
              <Input
                id={`${id}-hex`}
                value={field.defaultColor ?? ''}
                maxLength={7}
                disabled={readOnly}
                spellCheck={false}
                autoComplete="off"
                placeholder={DEFAULT_PRIMARY_COLOR}
                className="font-mono"
                onChange={(event) => {
                  const v = event.target.value.trim();
                  onChange({ defaultColor: v.startsWith('#') || v === '' ? v : `#${v}` });
                }}
              />
            </div>
          </div>
        ) : null}

        {hint ? <p className="text-sm text-slate-600 sm:self-end sm:pb-2.5">{hint}</p> : null}

        <Checkbox
          id={`${id}-required`}
          label="Required"
          checked={field.required}
          disabled={readOnly}
          onChange={(event) => onChange({ required: event.target.checked })}
          className="sm:col-span-2"
        />

        <div className="sm:col-span-2">
          <ConditionControl
            condition={field.showWhen}
            subject="question"
            targets={conditions.targets(index)}
            labelOf={conditions.labelOf}
            warnings={conditions.warnings(index)}
            readOnly={readOnly}
            onChange={(showWhen) => onChange({ showWhen })}
          />
        </div>
      </div>
    </fieldset>
  );
}
