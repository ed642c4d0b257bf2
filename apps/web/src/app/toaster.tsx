import { Toaster as SonnerToaster } from 'sonner';

/**
 * Below the 4rem (h-16) top bar of the app and the setup wizard, not over it: a toast there covered
 * the account menu and took its clicks for the toast's whole life (issue 31). Sides as sonner's.
 */
const OFFSET = { top: 'calc(4rem + 16px)' } as const;
const MOBILE_OFFSET = { top: 'calc(4rem + 12px)' } as const;

/** Toasts: top-right under the header, 5 s, coloured by type. Loaded right after the first paint. */
export default function Toaster() {
  return (
    <SonnerToaster
      position="top-right"
      offset={OFFSET}
      mobileOffset={MOBILE_OFFSET}
      richColors
      closeButton
      duration={5000}
    />
  );
}
