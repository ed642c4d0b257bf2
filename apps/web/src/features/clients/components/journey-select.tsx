import type { JourneySummaryDto } from '@bloom/core';
import type { Ref } from 'react';
import type { FieldControlProps } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { journeyGroups } from '../client-form';

interface JourneySelectProps extends FieldControlProps {
  journeys: readonly JourneySummaryDto[];
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
}

/** Built-ins and the workspace's own journeys (not archived), in two groups. */
export function JourneySelect({ journeys, value, onChange, disabled, selectRef, ...control }: JourneySelectProps) {
  const { own, builtins } = journeyGroups(journeys);
  return (
    <Select
      {...control}
      ref={selectRef}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="" disabled={value !== ''}>
        Select a journey...
      </option>
      {own.length > 0 ? (
        <optgroup label="Your journeys">
          {own.map((j) => (
            <option key={j.id} value={j.id}>
              {j.name}
            </option>
          ))}
        </optgroup>
      ) : null}
      {builtins.length > 0 ? (
        <optgroup label="Starter templates">
          {builtins.map((j) => (
            <option key={j.id} value={j.id}>
              {j.name}
            </option>
          ))}
        </optgroup>
      ) : null}
    </Select>
  );
}
