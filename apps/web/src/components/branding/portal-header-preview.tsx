import { inkOnWhite, MARK_CONTRAST, normalizeHex, PORTAL_MESSAGES, readableTextOn, shadeOnWhite } from '@bloom/core';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';

/**
 * A live preview of what a client sees at the top of their portal: the colour band (primary to
 * accent), the logo (or the name's first letter on the brand colour), the workspace name and
 * 'Welcome back' (in the accent's ink); with `samples`, also a phase tile with its progress bar
 * and the primary button in the text colour the contrast rule picks, plus 'Book a call' in the
 * accent when `bookCall` is set. Pure: it draws from its props, so it follows a form as the owner
 * types. Colours come from core's contrast functions, as in the portal
 * (features/portal/lib/brand-variables.ts).
 */
export interface PortalHeaderPreviewProps {
  /** The workspace name as typed; an empty one shows 'Your workspace'. */
  name: string;
  logoUrl: string | null;
  /** The primary colour; anything not '#rrggbb' (e.g. half-typed) shows the default teal. */
  primaryColor: string;
  /** The accent colour, or null/'' for none (then the primary colour is used). */
  accentColor?: string | null;
  /** Show a phase tile and a button under the header. */
  samples?: boolean;
  /** Also show the 'Book a call' button (the workspace has a Calendly link). */
  bookCall?: boolean;
  /** The sample client's name under 'Welcome back'. */
  clientName?: string;
  className?: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

export function PortalHeaderPreview({
  name,
  logoUrl,
  primaryColor,
  accentColor,
  samples = true,
  bookCall = false,
  clientName = 'Alex Morgan',
  className,
}: PortalHeaderPreviewProps) {
  const brand = normalizeHex(primaryColor);
  const onBrand = readableTextOn(brand);
  const accent = accentColor && HEX.test(accentColor.trim()) ? normalizeHex(accentColor) : brand;
  const title = name.trim() || 'Your workspace';
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [logoUrl]);
  const initial = Array.from(title)[0]?.toUpperCase() ?? '?';

  return (
    <figure
      aria-label="Portal preview"
      className={cn('overflow-hidden rounded-xl border border-slate-200 bg-slate-50 shadow-xs', className)}
    >
      <div className="flex items-center gap-1.5 border-b border-slate-200 bg-white px-3 py-2" aria-hidden="true">
        <span className="size-2.5 rounded-full bg-slate-200" />
        <span className="size-2.5 rounded-full bg-slate-200" />
        <span className="size-2.5 rounded-full bg-slate-200" />
        <span className="ml-2 truncate text-xs text-slate-500">Client portal preview</span>
      </div>
      <div className="border-b border-slate-200 bg-white">
        <div className="h-1" style={{ backgroundImage: `linear-gradient(to right, ${brand}, ${accent})` }} />
        <div className="flex items-center gap-3 px-4 py-3">
          {logoUrl && !broken ? (
            <img
              src={logoUrl}
              alt=""
              className="h-10 w-auto max-w-32 shrink-0 object-contain"
              onError={() => setBroken(true)}
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full text-lg font-semibold ring-1 ring-slate-900/10 ring-inset"
              style={{ backgroundColor: brand, color: onBrand }}
            >
              {initial}
            </span>
          )}
          <p className="min-w-0 truncate font-semibold text-slate-900">{title}</p>
        </div>
      </div>
      <div className="space-y-4 p-4">
        <div>
          <p className="text-sm font-medium" style={{ color: inkOnWhite(accent) }}>
            {PORTAL_MESSAGES.welcomeBack}
          </p>
          <p className="mt-0.5 text-xl font-semibold text-slate-900">{clientName}</p>
        </div>
        {samples ? (
          <div className="flex flex-wrap items-end gap-3">
            <div className="w-36 rounded-xl border border-slate-200 bg-white p-3 shadow-xs" aria-hidden="true">
              <span className="block text-xs font-medium text-slate-600">Onboarding</span>
              <span className="mt-0.5 block text-xl font-semibold text-slate-900 tabular-nums">
                2<span className="text-base font-medium text-slate-500">/3</span>
              </span>
              <span className="mt-2 block h-1.5 overflow-hidden rounded-full bg-slate-100">
                <span
                  className="block h-full w-2/3 rounded-full"
                  style={{ backgroundColor: shadeOnWhite(brand, MARK_CONTRAST) }}
                />
              </span>
            </div>
            <span
              className="inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-medium shadow-sm ring-1 ring-slate-900/10 ring-inset"
              style={{ backgroundColor: brand, color: onBrand }}
            >
              Continue
            </span>
            {bookCall ? (
              <span
                className="inline-flex min-h-11 items-center justify-center rounded-lg border bg-white px-4 text-sm font-medium shadow-xs"
                style={{ color: inkOnWhite(accent), borderColor: `${inkOnWhite(accent)}66` }}
              >
                {PORTAL_MESSAGES.bookCall}
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
    </figure>
  );
}
