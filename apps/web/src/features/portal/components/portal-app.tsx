import type { Answers } from '@bloom/core';
import { useRef, useState } from 'react';
import { usePortal } from '../hooks/use-portal';
import { usePortalSeen } from '../hooks/use-portal-seen';
import { tokenFromPath } from '../lib/portal-view';
import { PasswordScreen } from './password-screen';
import { PortalPage } from './portal-page';
import { PortalShell } from './portal-shell';
import { PortalSkeleton } from './portal-skeleton';
import { LoadFailedScreen, NoJourneyScreen, NotFoundScreen } from './status-screens';

/** The client portal at /c/{token}: one request loads it, then the screen for what came back. */
export function PortalApp() {
  const [token] = useState(() => tokenFromPath(window.location.pathname));
  // What open stage forms held, kept across a password prompt in the middle of a visit.
  const memory = useRef(new Map<string, Answers>()).current;
  const { state, reload, update, lockOut } = usePortal(token);
  usePortalSeen(token, state.kind === 'ready');

  switch (state.kind) {
    case 'loading':
      return <PortalSkeleton />;
    case 'not-found':
      return (
        <PortalShell branding={state.branding}>
          <NotFoundScreen />
        </PortalShell>
      );
    case 'failed':
      return (
        <PortalShell branding={state.branding}>
          <LoadFailedScreen message={state.message} onRetry={() => void reload()} />
        </PortalShell>
      );
    case 'password':
      return (
        <PortalShell branding={state.branding}>
          <PasswordScreen token={token ?? ''} onUnlocked={() => void reload()} />
        </PortalShell>
      );
    case 'ready':
      return (
        <PortalShell branding={state.data.branding}>
          {state.data.journey === null ? (
            <NoJourneyScreen />
          ) : (
            <PortalPage
              token={token ?? ''}
              data={state.data}
              update={update}
              refresh={() => reload(true)}
              lockOut={lockOut}
              memory={memory}
            />
          )}
        </PortalShell>
      );
  }
}
