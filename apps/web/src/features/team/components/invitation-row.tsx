import { ROLE_LABELS, type TeamInvitation } from '@bloom/core';
import { CircleAlert, Clock, MailCheck } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useResendInvitation } from '../api/team';
import { type DeliveryLine, deliveryLine, ROLE_TONES } from '../lib/team-display';

/**
 * One open invitation: the address, the role, where its email is (queued, delivered and when, or
 * refused and why), Resend and Revoke.
 */
export function InvitationRow({
  invitation,
  now,
  onRevoke,
}: {
  invitation: TeamInvitation;
  now: number;
  onRevoke: () => void;
}) {
  const line = deliveryLine(invitation, now);
  const resend = useResendInvitation();
  const doResend = () =>
    resend.mutate(invitation.id, {
      onSuccess: () => toast.success(`Invitation on its way again to ${invitation.email}`),
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
        <p
          className={cn(
            'flex items-start gap-1.5 text-sm break-words',
            line.kind === 'refused' ? 'text-red-700' : 'text-slate-600',
          )}
          aria-live="polite"
        >
          <DeliveryIcon kind={line.kind} />
          <span className="min-w-0">{line.text}</span>
        </p>
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

function DeliveryIcon({ kind }: { kind: DeliveryLine['kind'] }) {
  const icon = 'mt-0.5 size-3.5 shrink-0';
  if (kind === 'sending')
    return <Spinner className="mt-0.5 size-3.5 border-[1.5px] text-primary-600 motion-reduce:animate-none" />;
  if (kind === 'slow') return <Clock aria-hidden="true" className={cn(icon, 'text-amber-600')} />;
  if (kind === 'refused') return <CircleAlert aria-hidden="true" className={icon} />;
  return <MailCheck aria-hidden="true" className={cn(icon, 'text-primary-600')} />;
}
