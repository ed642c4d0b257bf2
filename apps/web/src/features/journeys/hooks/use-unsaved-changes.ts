import { useCallback, useContext, useEffect, useId, useRef } from 'react';
import {
  type Blocker,
  type BlockerFunction,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
} from 'react-router';

const IDLE: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };

/**
 * React Router's `useBlocker`, on the router's own blocker API (`getBlocker` / `deleteBlocker` /
 * `state.blockers`) rather than through the exported hook: the hook's code would land in the
 * entry chunk that every page loads (react-router lives there), pushing the landing page over
 * its 120 KB budget; this copy loads only with the editor. Same behaviour, basename '/'.
 */
function useRouterBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useContext(DataRouterContext)?.router;
  const state = useContext(DataRouterStateContext);
  const key = `unsaved-changes-${useId()}`;
  useEffect(() => {
    if (!router) return;
    router.getBlocker(key, shouldBlock);
  }, [router, key, shouldBlock]);
  useEffect(() => () => router?.deleteBlocker(key), [router, key]);
  return state?.blockers.get(key) ?? IDLE;
}

/**
 * Asks before leaving with unsaved changes: in-app navigation is held by a router blocker
 * (the caller shows the question), closing or reloading the tab by the browser's own prompt.
 */
export function useUnsavedChanges(dirty: boolean) {
  const allowed = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useRouterBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older Chromium needs returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  /** Lets the next navigation through without asking (after a successful save). */
  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);

  return { blocker, allowLeaving };
}
