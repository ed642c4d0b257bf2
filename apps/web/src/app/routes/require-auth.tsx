import { Navigate, Outlet } from 'react-router';
import { signedOutDestination, useSession } from '../../api/session';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';

/** Protected pages: wait for the session, send a signed-out visitor to /login (or home after signing out). */
export function Component() {
  const session = useSession();
  if (session.data) return <Outlet />;
  if (session.isPending) return <PageSpinner className="min-h-dvh" />;
  if (session.isError) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
        <div className="w-full max-w-md space-y-4">
          <Alert tone="error" title="We couldn't load your account">
            {session.error.message}
          </Alert>
          <Button className="w-full" onClick={() => session.refetch()} busy={session.isFetching} busyText="Retrying...">
            Try again
          </Button>
        </div>
      </div>
    );
  }
  return <Navigate to={signedOutDestination() ?? '/login'} replace />;
}
