import { type DeliverableDto, type MilestoneDto, plural } from '@bloom/core';
import { Circle, CircleCheck, Plus } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { DeliverableItem } from './deliverable-item';

export const milestoneTitle = (m: Pick<MilestoneDto, 'milestoneNumber' | 'name'>) =>
  `Milestone ${m.milestoneNumber}: ${m.name}`;

/** A milestone: what the journey expects there (its slots), its deliverables and their count. */
export function MilestoneCard({
  milestone,
  onAdd,
  onDelete,
}: {
  milestone: MilestoneDto;
  /** Opens the form on this milestone, and on a slot when one is given. */
  onAdd: (stageId: string, slotId: string | null) => void;
  onDelete: (deliverable: DeliverableDto) => void;
}) {
  const m = milestone;
  const title = milestoneTitle(m);
  const headingId = `milestone-${m.stageId}`;
  const slots = [...m.slots].sort((a, b) => a.displayOrder - b.displayOrder);
  const slotLabels = new Map(slots.map((s) => [s.id, s.label]));
  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className="flex items-start justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold break-words text-slate-900">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-500">{plural(m.deliverables.length, 'item')}</p>
        </div>
        <button
          type="button"
          onClick={() => onAdd(m.stageId, null)}
          className="inline-flex h-8 shrink-0 cursor-pointer items-center gap-1 rounded-lg px-2 text-sm font-medium text-primary-700 hover:bg-primary-50"
          aria-label={`Add to ${title}`}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add
        </button>
      </div>

      {slots.length > 0 ? (
        <div className="border-b border-slate-100 bg-slate-50/60 px-5 py-3 sm:px-6">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Expected here</p>
          <ul className="mt-2 space-y-1.5">
            {slots.map((slot) => {
              const filled = m.deliverables.some((d) => d.slotId === slot.id);
              return (
                <li key={slot.id} className="flex items-start gap-2 text-sm">
                  {filled ? (
                    <CircleCheck
                      role="img"
                      aria-label="Delivered"
                      className="mt-0.5 size-4 shrink-0 text-emerald-600"
                    />
                  ) : (
                    <Circle
                      role="img"
                      aria-label="Not delivered yet"
                      className="mt-0.5 size-4 shrink-0 text-slate-400"
                    />
                  )}
                  <div className="min-w-0 flex-1">
                    <span className="break-words text-slate-800">{slot.label}</span>
                    {slot.isRequired ? (
                      <Badge tone="amber" className="ml-2 align-middle">
                        Required
                      </Badge>
                    ) : null}
                    {slot.description ? <p className="text-xs text-slate-500">{slot.description}</p> : null}
                  </div>
                  {filled ? null : (
                    <button
                      type="button"
                      onClick={() => onAdd(m.stageId, slot.id)}
                      className="-my-1 inline-flex h-7 shrink-0 cursor-pointer items-center rounded-md px-2 text-xs font-medium text-primary-700 hover:bg-primary-50"
                      aria-label={`Add ${slot.label}`}
                    >
                      Add
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      {m.deliverables.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-500 sm:px-6">
          No deliverables yet. Add a file, a link or a note for your client.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {m.deliverables.map((d) => (
            <DeliverableItem
              key={d.id}
              deliverable={d}
              slotLabel={d.slotId ? (slotLabels.get(d.slotId) ?? null) : null}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
