import { ROLE_LABELS, type TeamInvitation } from '@bloom/core';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useResendInvitation } from '../api/team';
import { ROLE_TONES, sentLine } from '../lib/team-display';

/** One open invitation: the address, the role, when and by whom it was sent, Resend and Revoke. */
export function InvitationRow({ invitation, onRevoke }: { invitation: TeamInvitation; onRevoke: () => void }) {
  const resend = useResendInvitation();
  const doResend = () =>
    resend.mutate(invitation.id, {
      onSuccess: () => toast.success(`Invitation sent again to ${invitation.email}`),
      onError: (error) => toast.error(error.message),
    });

  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium break-all text-slate-900">{invitation.email}</span>
          <Badge tone={ROLE_TONES[invitation.role]}>{ROLE_LABELS[invitation.role]}</Badge>
          {invitation.expired ? <Badge tone="amber">Expired</Badge> : null}
        </p>
        <p className="text-sm text-slate-600">{sentLine(invitation)}</p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={doResend}
          busy={resend.isPending}
          busyText="Sending..."
          aria-label={`Resend the invitation to ${invitation.email}`}
        >
          Resend
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={onRevoke}
          aria-label={`Revoke the invitation to ${invitation.email}`}
        >
          Revoke
        </Button>
      </div>
    </li>
  );
}
