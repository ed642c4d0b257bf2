import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { type Session, sessionKeys, useSession } from '../../../api/session';

const needsSetup = (session: Session | null | undefined) => session?.workspace.onboardingCompleted === false;

/**
 * A new owner (back from their first checkout, or signing in before finishing) goes to the setup
 * wizard until they finish or leave it. True while that redirect is under way.
 *
 * The cache is read again a task later: an owner leaving the wizard for the dashboard marks setup
 * done in the cache as the wizard unmounts (a microtask after it), so they are not sent back.
 */
export function useSetupRedirect(): boolean {
  const { data: session } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pending = needsSetup(session);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      if (needsSetup(queryClient.getQueryData<Session | null>(sessionKeys.all))) {
        void navigate('/setup', { replace: true });
      }
    }, 0);
    return () => clearTimeout(timer);
  }, [pending, queryClient, navigate]);

  return pending;
}
