import type { TeamInvitation } from '@bloom/core';
import { MailCheck, Send } from 'lucide-react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { IconTile } from '../../../components/ui/icon-tile';
import { SectionCard } from '../../../components/ui/section-card';
import { useNowWhile } from '../../../lib/use-now-while';
import { useRevokeInvitation } from '../api/team';
import { useConfirmedAction } from '../hooks/use-confirmed-action';
import { deliveryLine } from '../lib/team-display';
import { InvitationRow } from './invitation-row';

/** Invitations not yet accepted or revoked, newest first; expired ones stay to be sent again. */
export function InvitationsSection({ invitations }: { invitations: TeamInvitation[] }) {
  const revoke = useRevokeInvitation();
  const revocation = useConfirmedAction<TeamInvitation>({
    run: (invitation) => revoke.mutateAsync(invitation.id),
    busy: revoke.isPending,
    success: () => 'Invitation revoked',
  });
  // Ticks while an email is on its way, so 'sending…' turns slow without a new answer.
  const now = useNowWhile(invitations.some((i) => deliveryLine(i, Date.now()).kind === 'sending'));

  return (
    <SectionCard icon={Send} title="Pending invitations">
      {invitations.length === 0 ? (
        <div className="flex flex-col items-center px-6 py-10 text-center">
          <IconTile icon={MailCheck} className="size-11 rounded-full bg-primary-50 text-primary-700" />
          <p className="mt-3 text-sm font-medium text-slate-900">No pending invitations</p>
          <p className="mt-1 max-w-sm text-sm text-slate-600">
            People you invite are listed here until they join. Invite someone with the button above.
          </p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Pending invitations">
          {invitations.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              invitation={invitation}
              now={now}
              onRevoke={() => revocation.ask(invitation)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        {...revocation.dialog}
        title="Revoke this invitation?"
        message={`The link sent to ${revocation.target?.email ?? ''} stops working at once. You can invite them again later.`}
        confirmLabel="Revoke invitation"
        busyLabel="Revoking..."
      />
    </SectionCard>
  );
}
