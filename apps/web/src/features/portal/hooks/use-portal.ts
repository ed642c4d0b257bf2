import { PORTAL_MESSAGES, type PortalBranding, type PortalResponse } from '@bloom/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getPortal } from '../api/portal-api';
import { setPortalTimeZone } from '../components/format-date';
import { loadPaymentDue } from '../components/payment/payment-due-loader';
import { brandingOf, type PortalState, pageStateFor } from '../lib/page-state';

/**
 * The portal page's data: one GET of the whole payload. `reload` refetches (quietly when the page
 * is already shown) and resolves with the payload it showed, or null; `update` changes the shown payload after an action; `lockOut` turns an
 * action's 404 or 401 into the Not Found or password screen. The last branding seen is kept, so
 * a screen shown later in the visit (Not Found, a failed reload) still looks like the workspace.
 */
export function usePortal(token: string | null) {
  const [state, setState] = useState<PortalState>(token ? { kind: 'loading' } : { kind: 'not-found', branding: null });
  const latest = useRef(0);
  const known = useRef<PortalBranding | null>(null);

  const show = useCallback((next: PortalState) => {
    const branding = brandingOf(next);
    if (branding) {
      known.current = branding;
      // Dates render in the workspace's zone from the first paint of the page.
      setPortalTimeZone(branding.timezone);
    }
    setState(next);
  }, []);

  const reload = useCallback(
    async (quiet = false): Promise<PortalResponse | null> => {
      if (!token) return null;
      const request = ++latest.current;
      if (!quiet) setState({ kind: 'loading' });
      try {
        const data = await getPortal(token);
        // Something to pay: its callout's code first, so it shows with the page.
        await loadPaymentDue(data.stages);
        if (request !== latest.current) return null;
        show({ kind: 'ready', data });
        return data;
      } catch (error) {
        if (request !== latest.current) return null;
        // A quiet refresh that fails leaves the page as it is.
        const next =
          pageStateFor(error, known.current) ??
          (quiet ? null : { kind: 'failed' as const, message: PORTAL_MESSAGES.loadFailed, branding: known.current });
        if (next) show(next);
        return null;
      }
    },
    [token, show],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  const update = useCallback((change: (data: PortalResponse) => PortalResponse) => {
    setState((s) => (s.kind === 'ready' ? { kind: 'ready', data: change(s.data) } : s));
  }, []);

  /** True when the error took over the page (the caller then shows nothing of its own). */
  const lockOut = useCallback(
    (error: unknown) => {
      const next = pageStateFor(error, known.current);
      if (next) show(next);
      return next !== null;
    },
    [show],
  );

  return { state, reload, update, lockOut };
}
