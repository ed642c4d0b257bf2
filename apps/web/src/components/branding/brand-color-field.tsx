import { contrastRatio, HEX_COLOR, LIGHT_TEXT, readableTextOn } from '@bloom/core';
import { type ReactNode, type Ref, useId } from 'react';
import { cn } from '../../lib/cn';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

/**
 * A brand colour: the browser's colour picker and a hex input side by side, and the contrast
 * line saying which text colour the portal puts on it ("Text on this colour: white/dark"), so
 * the owner sees that buttons stay readable (WCAG AA) whatever they pick.
 *
 * Controlled: `value` is the text as typed ('#14b8a6', or something half-typed); the parent keeps
 * it and validates it (core's `hexColorSchema`, message `SETTINGS_MESSAGES.invalidColor`). On
 * blur a value missing its '#' gets one and is lower-cased.
 *
 * For an optional colour (the accent), pass `onClear`: an empty value means "none" and a
 * 'Clear' button appears while one is set.
 */
export interface BrandColorFieldProps {
  /** Visible label of the hex input, e.g. 'Primary colour'. */
  label: string;
  /** The hex text as typed; '' for none (only with `onClear`). */
  value: string;
  onChange: (value: string) => void;
  /** Called when the hex input loses focus (react-hook-form's onBlur). */
  onBlur?: () => void;
  /** Inline error under the field (shown instead of the hint). */
  error?: string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
  /** The picker's start when the value is empty or half-typed. */
  fallback?: string;
  /** Makes the colour optional: shows 'Clear' while set; an empty value means none. */
  onClear?: () => void;
  /** What "none" means, e.g. 'No accent colour: the primary colour is used.' */
  emptyText?: string;
  /** The hex input's name (forms, tests). */
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export const isHexColor = (value: string) => HEX_COLOR.test(value.trim());

/** '#abc123' from 'ABC123', '#ABC123' or ' #abc123 '; other text unchanged. */
export function tidyHex(value: string): string {
  const t = value.trim();
  if (/^[0-9a-f]{6}$/i.test(t)) return `#${t.toLowerCase()}`;
  return isHexColor(t) ? t.toLowerCase() : value;
}

/** Which text colour goes on a fill, in words and figures. */
export function textOnColor(hex: string) {
  const text = readableTextOn(hex);
  const light = text === LIGHT_TEXT;
  const ratio = contrastRatio(hex, text);
  return { text, word: light ? 'white' : 'dark', ratio, passesAA: ratio >= 4.5 };
}

export function BrandColorField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  disabled,
  fallback = '#14b8a6',
  onClear,
  emptyText,
  name,
  inputRef,
}: BrandColorFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const contrastId = `${id}-contrast`;
  const valid = isHexColor(value);
  const color = valid ? value.trim().toLowerCase() : null;
  const empty = value.trim() === '';
  const describedBy = [error ? errorId : hint ? hintId : null, color ? contrastId : null].filter(Boolean).join(' ');

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-3">
        <label
          className={cn(
            'relative flex size-10 shrink-0 cursor-pointer items-center justify-center overflow-hidden rounded-lg border border-slate-300 shadow-xs',
            'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary-600',
            disabled && 'cursor-not-allowed opacity-60',
            !color && 'bg-[repeating-conic-gradient(#e2e8f0_0_25%,#fff_0_50%)] bg-[length:12px_12px]',
          )}
          style={color ? { backgroundColor: color } : undefined}
        >
          <span className="sr-only">Pick {label.toLowerCase()}</span>
          <input
            type="color"
            value={color ?? fallback}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value.toLowerCase())}
            className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          />
        </label>
        <Input
          id={id}
          ref={inputRef}
          name={name}
          value={value}
          disabled={disabled}
          placeholder={onClear ? 'None' : fallback}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          maxLength={7}
          className="max-w-36 font-mono uppercase placeholder:normal-case"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            const tidy = tidyHex(value);
            if (tidy !== value) onChange(tidy);
            onBlur?.();
          }}
        />
        {onClear && !empty ? (
          <button
            type="button"
            onClick={onClear}
            disabled={disabled}
            className="h-10 cursor-pointer rounded-lg px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-60"
          >
            Clear<span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
      {color ? <ContrastLine id={contrastId} color={color} /> : null}
      {!color && empty && emptyText && !error ? <p className="text-sm text-slate-600">{emptyText}</p> : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** "Text on this colour: white" with a sample of the pair and its contrast ratio. */
export function ContrastLine({ color, id }: { color: string; id?: string }) {
  const { text, word, ratio, passesAA } = textOnColor(color);
  return (
    <p id={id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700" aria-live="polite">
      <span
        aria-hidden="true"
        className="inline-flex h-6 items-center rounded-md px-2 text-xs font-semibold ring-1 ring-slate-900/10 ring-inset"
        style={{ backgroundColor: color, color: text }}
      >
        Aa
      </span>
      <span>
        Text on this colour: <strong className="font-semibold text-slate-900">{word}</strong>
      </span>
      <span className="text-xs whitespace-nowrap text-slate-500">
        {ratio.toFixed(1)}:1{passesAA ? ', meets WCAG AA' : ''}
      </span>
    </p>
  );
}
