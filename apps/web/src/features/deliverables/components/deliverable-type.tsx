import type { DeliverableType } from '@bloom/core';
import { FileText, Link2, type LucideIcon, StickyNote } from 'lucide-react';
import { cn } from '../../../lib/cn';

export const DELIVERABLE_TYPE_INFO: Record<DeliverableType, { label: string; icon: LucideIcon; tint: string }> = {
  file: { label: 'File', icon: FileText, tint: 'bg-primary-50 text-primary-700' },
  link: { label: 'Link', icon: Link2, tint: 'bg-sky-50 text-sky-700' },
  note: { label: 'Note', icon: StickyNote, tint: 'bg-amber-50 text-amber-700' },
};

/** The type's icon in a tinted square; the label is for assistive technology. */
export function DeliverableTypeIcon({ type, className }: { type: DeliverableType; className?: string }) {
  const { icon: Icon, tint, label } = DELIVERABLE_TYPE_INFO[type];
  return (
    <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', tint, className)}>
      <Icon aria-hidden="true" className="size-4.5" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** File / Link / Note as a segmented control built on native radios (arrow keys move between them). */
export function DeliverableTypeToggle({
  value,
  onChange,
  disabled,
}: {
  value: DeliverableType;
  onChange: (type: DeliverableType) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">Type</legend>
      <div className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1">
        {(Object.keys(DELIVERABLE_TYPE_INFO) as DeliverableType[]).map((type) => {
          const { label, icon: Icon } = DELIVERABLE_TYPE_INFO[type];
          const checked = value === type;
          return (
            <label
              key={type}
              className={cn(
                'relative flex h-9 cursor-pointer items-center justify-center gap-1.5 rounded-md text-sm font-medium transition-[color,background-color,box-shadow] duration-150',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-primary-600',
                checked ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              <input
                type="radio"
                name="deliverable-type"
                value={type}
                checked={checked}
                onChange={() => onChange(type)}
                className="absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0"
              />
              <Icon aria-hidden="true" className={cn('size-4', checked ? 'text-primary-600' : undefined)} />
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
