import { PORTAL_MESSAGES, type PortalResponse } from '@bloom/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getPortal } from '../api/portal-api';
import { type PortalState, pageStateFor } from '../lib/page-state';

/**
 * The portal page's data: one GET of the whole payload. `reload` refetches (quietly when the page
 * is already shown); `update` changes the shown payload after an action; `lockOut` turns an
 * action's 404 or 401 into the Not Found or password screen.
 */
export function usePortal(token: string | null) {
  const [state, setState] = useState<PortalState>(token ? { kind: 'loading' } : { kind: 'not-found' });
  const latest = useRef(0);

  const reload = useCallback(
    async (quiet = false) => {
      if (!token) return;
      const request = ++latest.current;
      if (!quiet) setState({ kind: 'loading' });
      try {
        const data = await getPortal(token);
        if (request === latest.current) setState({ kind: 'ready', data });
      } catch (error) {
        if (request !== latest.current) return;
        // A quiet refresh that fails leaves the page as it is.
        const next = pageStateFor(error) ?? (quiet ? null : { kind: 'failed', message: PORTAL_MESSAGES.loadFailed });
        if (next) setState(next);
      }
    },
    [token],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  const update = useCallback((change: (data: PortalResponse) => PortalResponse) => {
    setState((s) => (s.kind === 'ready' ? { kind: 'ready', data: change(s.data) } : s));
  }, []);

  /** True when the error took over the page (the caller then shows nothing of its own). */
  const lockOut = useCallback((error: unknown) => {
    const next = pageStateFor(error);
    if (next) setState(next);
    return next !== null;
  }, []);

  return { state, reload, update, lockOut };
}
