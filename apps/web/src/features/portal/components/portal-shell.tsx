import { DEFAULT_PRIMARY_COLOR, PORTAL_MESSAGES, type PortalBranding } from '@bloom/core';
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { brandVariables } from '../lib/brand-variables';
import { PortalHeader } from './portal-header';

export const DEFAULT_BRANDING: PortalBranding = {
  name: PORTAL_MESSAGES.defaultName,
  logoUrl: null,
  primaryColor: DEFAULT_PRIMARY_COLOR,
  accentColor: null,
  calendlyUrl: null,
  timezone: 'UTC',
};

/**
 * The page in the workspace's look: its colours as CSS variables (with readable text colours
 * worked out from it), its name as the document title, its logo as the tab icon. Without
 * branding (a link that leads nowhere) the page stays neutral and shows no header.
 */
export function PortalShell({ branding, children }: { branding: PortalBranding | null; children: ReactNode }) {
  const look = branding ?? DEFAULT_BRANDING;
  useEffect(() => {
    document.title = look.name;
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (icon) icon.href = look.logoUrl ?? 'data:,';
  }, [look.name, look.logoUrl]);

  return (
    <div
      style={brandVariables(look.primaryColor, look.accentColor) as CSSProperties}
      className="flex min-h-dvh flex-col bg-slate-50"
    >
      {branding ? <PortalHeader branding={branding} /> : null}
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 pt-6 pb-16 sm:px-6 sm:pt-8">{children}</main>
    </div>
  );
}
