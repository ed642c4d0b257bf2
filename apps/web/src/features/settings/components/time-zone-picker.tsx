import { listTimeZones } from '@bloom/core';
import { Check, ChevronsUpDown } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import type { FieldControlProps } from '../../../components/ui/form-field';
import { inputClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { zoneOffsetMinutes } from '../../../lib/owner-dates';

interface ZoneOption {
  zone: string;
  /** 'America / New York' */
  label: string;
  /** 'UTC−05:00' now (summer time included). */
  offset: string;
  /** Lower-case words the search matches. */
  haystack: string;
}

function offsetLabel(minutes: number): string {
  if (minutes === 0) return 'UTC±00:00';
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export function zoneOption(zone: string, now = new Date()): ZoneOption {
  const label = zone.replaceAll('_', ' ').replaceAll('/', ' / ');
  let offset = 'UTC±00:00';
  try {
    offset = offsetLabel(zoneOffsetMinutes(zone, now));
  } catch {
    // A zone this browser cannot format keeps the neutral label.
  }
  const haystack = `${zone} ${label} ${offset} ${offset.replace('−', '-')}`.toLowerCase().replaceAll('_', ' ');
  return { zone, label, offset, haystack };
}

/** Zones whose name or offset holds every word of the query ('new york', 'berlin', 'utc+05'). */
export function filterZones(options: ZoneOption[], query: string): ZoneOption[] {
  const words = query
    .toLowerCase()
    .replaceAll('_', ' ')
    .split(/[\s/,]+/)
    .filter(Boolean);
  if (words.length === 0) return options;
  return options.filter((o) => words.every((w) => o.haystack.includes(w)));
}

interface TimeZonePickerProps extends FieldControlProps {
  value: string;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
}

/**
 * A searchable list of every IANA time zone (ARIA combobox): type part of a city, region or
 * offset, pick with the mouse or the arrow keys and Enter; Escape puts the saved choice back.
 */
export function TimeZonePicker({ value, onChange, onBlur, disabled, ...control }: TimeZonePickerProps) {
  const options = useMemo(() => {
    const zones = listTimeZones();
    // An alias the browser reports (Asia/Calcutta) may be missing from the platform's list.
    if (value && !zones.includes(value)) zones.unshift(value);
    const now = new Date();
    return zones.map((zone) => zoneOption(zone, now));
  }, [value]);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const selected = options.find((o) => o.zone === value);
  const matches = useMemo(() => filterZones(options, query), [options, query]);
  const optionId = (i: number) => `${listId}-option-${i}`;

  const scrollTo = (index: number) => {
    listRef.current?.querySelector(`#${CSS.escape(optionId(index))}`)?.scrollIntoView({ block: 'nearest' });
  };

  const openList = () => {
    if (open || disabled) return;
    setQuery('');
    const index = Math.max(
      0,
      options.findIndex((o) => o.zone === value),
    );
    setActive(index);
    setOpen(true);
    requestAnimationFrame(() => scrollTo(index));
  };

  const close = () => {
    setOpen(false);
    setQuery('');
  };

  const choose = (option: ZoneOption | undefined) => {
    if (option) onChange(option.zone);
    close();
  };

  const move = (to: number) => {
    if (matches.length === 0) return;
    const next = (to + matches.length) % matches.length;
    setActive(next);
    scrollTo(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) openList();
      else move(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      if (open) {
        event.preventDefault();
        choose(matches[active]);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      }
    } else if (event.key === 'Home' && open) {
      event.preventDefault();
      move(0);
    } else if (event.key === 'End' && open) {
      event.preventDefault();
      move(matches.length - 1);
    }
  };

  return (
    <div className="relative">
      <input
        {...control}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        placeholder={open ? 'Search time zones...' : undefined}
        value={open ? query : selected ? `${selected.label} (${selected.offset})` : value}
        className={cn(inputClasses, 'cursor-pointer pr-9 focus:cursor-text')}
        onClick={openList}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          if (!open) setOpen(true);
          setQuery(event.target.value);
          setActive(0);
          listRef.current?.scrollTo({ top: 0 });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          onBlur?.();
        }}
      />
      <ChevronsUpDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label="Time zones"
        hidden={!open}
        className="absolute z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {open && matches.length === 0 ? (
          <p className="px-3 py-2 text-sm text-slate-500">No time zone matches “{query}”</p>
        ) : null}
        {open
          ? matches.map((option, i) => {
              const isSelected = option.zone === value;
              return (
                <div
                  key={option.zone}
                  id={optionId(i)}
                  role="option"
                  // Focus stays in the input (aria-activedescendant); -1 keeps options out of the tab order.
                  tabIndex={-1}
                  aria-selected={isSelected}
                  // mousedown, not click: the input keeps focus, so its blur does not close the list first.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(option);
                  }}
                  onMouseMove={() => setActive(i)}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm',
                    i === active ? 'bg-primary-50 text-primary-900' : 'text-slate-800',
                  )}
                >
                  <Check
                    aria-hidden="true"
                    className={cn('size-4 shrink-0 text-primary-700', isSelected ? 'visible' : 'invisible')}
                  />
                  <span className="min-w-0 flex-1 truncate">{option.label}</span>
                  <span className="shrink-0 text-xs text-slate-500 tabular-nums">{option.offset}</span>
                </div>
              );
            })
          : null}
      </div>
    </div>
  );
}
