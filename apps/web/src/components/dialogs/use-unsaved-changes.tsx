import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../ui/confirm-dialog';

export interface UnsavedChangesOptions {
  /** What the dialog says is at stake; defaults to the page's changes. */
  message?: string;
  /** A change of the query alone is not leaving (a page that keeps drafts per ?item=). */
  ignoreSearch?: boolean;
}

/**
 * Warns before a dirty form is left: an in-app navigation asks first (react-router's blocker and
 * a dialog), and closing or reloading the tab gets the browser's own prompt. Render the returned
 * element once on the page.
 */
export function useUnsavedChanges(dirty: boolean, options: UnsavedChangesOptions = {}) {
  const { ignoreSearch = false } = options;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (!ignoreSearch && currentLocation.search !== nextLocation.search)),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // A form saved (no longer dirty) while the dialog was up lets the navigation through.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      onConfirm={() => blocker.proceed?.()}
      variant="warning"
      title="Leave without saving?"
      message={options.message ?? 'You have unsaved changes on this page. If you leave now, they will be lost.'}
      confirmLabel="Leave Page"
      cancelLabel="Stay"
    />
  );
}
