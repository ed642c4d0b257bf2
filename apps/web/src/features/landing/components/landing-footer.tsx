import { PRODUCT_NAME } from '@bloom/core';
import { lazy, Suspense, useState } from 'react';
import { LogoMark } from '../../../components/ui/logo';
import type { FooterDialogName } from './footer-dialogs';

// The dialogs' text and the dialog code load only when one is opened.
const FooterDialogs = lazy(() => import('./footer-dialogs'));

const LINKS: Array<{ name: FooterDialogName; label: string }> = [
  { name: 'privacy', label: 'Privacy Policy' },
  { name: 'terms', label: 'Terms of Service' },
  { name: 'contact', label: 'Contact' },
];

export function LandingFooter() {
  const [open, setOpen] = useState<FooterDialogName | null>(null);
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-slate-500 sm:flex-row sm:px-6 lg:px-8">
        <span className="inline-flex items-center gap-2 font-medium text-slate-700">
          <LogoMark className="size-6" />
          {PRODUCT_NAME}
        </span>
        <nav aria-label="Footer" className="flex flex-wrap justify-center gap-x-1 gap-y-1">
          {LINKS.map((link) => (
            <button
              key={link.name}
              type="button"
              onClick={() => setOpen(link.name)}
              className="cursor-pointer rounded-lg px-2.5 py-1.5 font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              {link.label}
            </button>
          ))}
        </nav>
        <p className="text-center sm:text-right">
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <FooterDialogs open={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </footer>
  );
}
