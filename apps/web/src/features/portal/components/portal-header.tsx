import type { PortalBranding } from '@bloom/core';
import { useState } from 'react';
import { BookCallLink } from './book-call-link';

/** The workspace's logo, or the first letter of its name in its colour. */
export function BrandMark({ branding }: { branding: PortalBranding }) {
  const [broken, setBroken] = useState(false);
  if (branding.logoUrl && !broken) {
    return (
      <img
        src={branding.logoUrl}
        alt=""
        className="h-10 w-auto max-w-32 shrink-0 object-contain"
        onError={() => setBroken(true)}
      />
    );
  }
  const initial = Array.from(branding.name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-full bg-brand text-lg font-semibold text-on-brand ring-1 ring-slate-900/10 ring-inset"
    >
      {initial}
    </span>
  );
}

/**
 * The top bar: the workspace's colours as a thin band, its logo and its name, and 'Book a call'
 * when the workspace has a booking link.
 */
export function PortalHeader({ branding, bookCall = true }: { branding: PortalBranding; bookCall?: boolean }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div aria-hidden="true" className="h-1 bg-linear-to-r from-brand to-brand-accent" />
      <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-3 sm:px-6">
        <BrandMark branding={branding} />
        <p className="min-w-0 flex-1 truncate font-semibold text-slate-900">{branding.name}</p>
        {bookCall && branding.calendlyUrl ? (
          <BookCallLink url={branding.calendlyUrl} size="sm" className="shrink-0" />
        ) : null}
      </div>
    </header>
  );
}
