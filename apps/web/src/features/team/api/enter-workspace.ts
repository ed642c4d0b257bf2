import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sessionKeys } from '../../../api/session';

/**
 * After the session moved to another workspace (switched, joined, or left for one's own): every
 * cached answer belonged to the old one, so all go, and the dashboard starts afresh. The session
 * stays cached so the signed-in frame does not flash a spinner, and is read again once there.
 */
export function useEnterWorkspace() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await queryClient.cancelQueries();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
    // Leave the old page first: left mounted, it would fetch its data again from the new workspace.
    await navigate('/dashboard');
    await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  };
}
