import { SUBMISSION_MESSAGES, SUBMISSION_STATUS_LABELS, SUBMISSION_STATUSES } from '@bloom/core';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useSubmissionFilterOptions } from '../api/get-submissions';
import { type FilterKey, hasFilters, type SubmissionFilters } from '../submission-filters';

interface Props {
  filters: SubmissionFilters;
  onChange: (key: FilterKey, value: string) => void;
  /** Off while the no-matches state shows its own 'Clear filters'. */
  onClear?: () => void;
}

/** Client, journey, status and a date range; one column on a phone, one row on a wide screen. */
export function SubmissionFiltersBar({ filters: f, onChange, onClear }: Props) {
  const id = useId();
  const options = useSubmissionFilterOptions();
  const clients = options.data?.clients ?? [];
  const journeys = options.data?.journeys ?? [];
  // A filter from the address that the menu does not offer (a deleted client) still shows as chosen.
  const unknownClient = f.client && options.data && !clients.some((c) => c.id === f.client);
  const unknownJourney = f.journey && options.data && !journeys.some((j) => j.id === f.journey);

  return (
    <section aria-label="Filters" className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-1.5">
          <Label htmlFor={`${id}-client`}>Client</Label>
          <Select id={`${id}-client`} value={f.client} onChange={(e) => onChange('client', e.target.value)}>
            <option value="">All clients</option>
            {clients.map((c) => (
              <option key={c.id} value={c.id}>
                {c.clientName} — {c.projectName}
              </option>
            ))}
            {unknownClient ? <option value={f.client}>Selected client</option> : null}
          </Select>
        </div>
        <div className="min-w-0 space-y-1.5">
          <Label htmlFor={`${id}-journey`}>Journey</Label>
          <Select id={`${id}-journey`} value={f.journey} onChange={(e) => onChange('journey', e.target.value)}>
            <option value="">All journeys</option>
            {journeys.map((j) => (
              <option key={j.id} value={j.id}>
                {j.name}
              </option>
            ))}
            {unknownJourney ? <option value={f.journey}>Selected journey</option> : null}
          </Select>
        </div>
        <div className="min-w-0 space-y-1.5">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <Select id={`${id}-status`} value={f.status} onChange={(e) => onChange('status', e.target.value)}>
            <option value="">All</option>
            {SUBMISSION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {SUBMISSION_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
        {/* The two days side by side even on a phone; from lg up they are two columns of the row. */}
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:col-span-2">
          <div className="min-w-0 space-y-1.5">
            <Label htmlFor={`${id}-from`}>From</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={f.from}
              max={f.to || undefined}
              onChange={(e) => onChange('from', e.target.value)}
            />
          </div>
          <div className="min-w-0 space-y-1.5">
            <Label htmlFor={`${id}-to`}>To</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={f.to}
              min={f.from || undefined}
              onChange={(e) => onChange('to', e.target.value)}
            />
          </div>
        </div>
      </div>
      {onClear && hasFilters(f) ? (
        <div className="mt-4 flex justify-end border-t border-slate-100 pt-4">
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden="true" className="size-4" />
            {SUBMISSION_MESSAGES.clearFilters}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
