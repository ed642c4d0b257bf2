import { type InvitationPreview, ROLE_DESCRIPTIONS, ROLE_LABELS } from '@bloom/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '../../../api/session';
import { useSignOut } from '../../../api/sign-out';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/load-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { hasErrorCode, isApiError } from '../../../lib/api-client';
import { formatOwnerDate } from '../../../lib/owner-dates';
import { useAcceptInvitation, useInvitationPreview } from '../api/invitations';
import { roleWithArticle } from '../lib/team-display';

/**
 * /invite/:token, public: what the invitation is (workspace, who invited, role, address), then
 * either the ways to an account (coming back here after) or, signed in, accepting it.
 */
export function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);
  const session = useSession();

  if (preview.data && !session.isPending) {
    // Signed out is a null session; a session that fails to load (e.g. 403 NOT_A_MEMBER after a
    // removal) is still signed in, and may accept.
    const signedIn = session.data !== null;
    return <Invitation token={token} invitation={preview.data} signedIn={signedIn} as={session.data?.user.email} />;
  }
  if (preview.error) {
    const unusable = isApiError(preview.error, 404);
    return (
      <AuthLayout title={unusable ? 'This invitation cannot be used' : "We couldn't load your invitation"}>
        <Alert tone="error">{preview.error.message}</Alert>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
          {unusable ? null : (
            <Button
              className="flex-1"
              onClick={() => void preview.refetch()}
              busy={preview.isFetching}
              busyText="Retrying..."
            >
              Try again
            </Button>
          )}
          <Button asChild variant="secondary" className="flex-1">
            <Link to="/">Go to the home page</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Your invitation">
      <Loading label="Loading your invitation" className="space-y-4">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-24 w-full rounded-lg" />
        <Skeleton className="h-12 w-full rounded-xl" />
      </Loading>
    </AuthLayout>
  );
}

function Invitation({
  token,
  invitation,
  signedIn,
  as,
}: {
  token: string;
  invitation: InvitationPreview;
  signedIn: boolean;
  /** The signed-in address, when the session says. */
  as: string | undefined;
}) {
  const accept = useAcceptInvitation(token);
  const { signOut, isSigningOut } = useSignOut();
  const { workspaceName, inviterName, email, role } = invitation;
  // Signed in with another address: the message names the one to use.
  const mismatch = hasErrorCode(accept.error, 'INVITATION_EMAIL_MISMATCH') ? accept.error.message : null;

  const join = () => accept.mutate(undefined, { onSuccess: () => toast.success(`Welcome to ${workspaceName}`) });

  return (
    <AuthLayout
      title={`Join ${workspaceName}`}
      description={`${inviterName ?? 'Someone'} invited you to work in ${workspaceName} as ${roleWithArticle(role)}.`}
    >
      <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
        <Detail term="Workspace">{workspaceName}</Detail>
        {inviterName ? <Detail term="Invited by">{inviterName}</Detail> : null}
        <Detail term="Role">
          <span className="font-medium">{ROLE_LABELS[role]}</span>
          <span className="mt-0.5 block text-slate-600">{ROLE_DESCRIPTIONS[role]}</span>
        </Detail>
        <Detail term="For">
          <span className="break-all">{email}</span>
        </Detail>
      </dl>
      <p className="mt-3 text-xs text-slate-500">The link works once, until {formatOwnerDate(invitation.expiresAt)}.</p>

      <div className="mt-6 space-y-3">
        {!signedIn ? (
          <>
            <p className="text-sm text-slate-600">
              Create an account or sign in with <span className="font-medium break-all text-slate-900">{email}</span> to
              accept.
            </p>
            <Button asChild size="lg" className="w-full">
              <Link to={`/signup?invite=${encodeURIComponent(token)}`}>Create account</Link>
            </Button>
            <Button asChild variant="secondary" size="lg" className="w-full">
              <Link to={`/login?invite=${encodeURIComponent(token)}`}>Sign in</Link>
            </Button>
          </>
        ) : mismatch ? (
          <>
            <Alert tone="warning">{mismatch}</Alert>
            <Button size="lg" className="w-full" onClick={signOut} busy={isSigningOut} busyText="Signing out...">
              Sign out
            </Button>
          </>
        ) : (
          <>
            {accept.error ? <Alert tone="error">{accept.error.message}</Alert> : null}
            <Button size="lg" className="w-full" onClick={join} busy={accept.isPending} busyText="Joining...">
              Accept and join {workspaceName}
            </Button>
            {as ? (
              <p className="text-center text-sm text-slate-600">
                Signed in as <span className="font-medium break-all text-slate-900">{as}</span>
              </p>
            ) : null}
          </>
        )}
      </div>
    </AuthLayout>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 px-4 py-3 sm:grid-cols-[7rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-slate-500">{term}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}
