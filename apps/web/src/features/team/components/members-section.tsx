import { OWNERSHIP_MESSAGES, OWNERSHIP_TRANSFER_DAYS, type TeamMember } from '@bloom/core';
import { Users } from 'lucide-react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SectionCard } from '../../../components/ui/section-card';
import { useStartTransfer } from '../api/ownership';
import { useRemoveMember } from '../api/team';
import { useConfirmedAction } from '../hooks/use-confirmed-action';
import { memberName } from '../lib/team-display';
import { MemberRow } from './member-row';

/**
 * The workspace's people, Owner first. The Owner may ask one of them to take the workspace over
 * (`canTransfer`: they are the Owner and no transfer is waiting).
 */
export function MembersSection({ members, canTransfer = false }: { members: TeamMember[]; canTransfer?: boolean }) {
  const remove = useRemoveMember();
  const removal = useConfirmedAction<TeamMember>({
    run: (member) => remove.mutateAsync(member.userId),
    busy: remove.isPending,
    success: (member) => `${memberName(member)} removed`,
  });
  const start = useStartTransfer();
  const transfer = useConfirmedAction<TeamMember>({
    run: (member) => start.mutateAsync(member.userId),
    busy: start.isPending,
    success: (member) => OWNERSHIP_MESSAGES.started(memberName(member)),
  });
  const heir = transfer.target ? memberName(transfer.target) : '';

  return (
    <SectionCard icon={Users} title="Members">
      <ul className="divide-y divide-slate-100" aria-label="Members">
        {members.map((member) => (
          <MemberRow
            key={member.userId}
            member={member}
            onRemove={() => removal.ask(member)}
            onTransfer={canTransfer && member.role !== 'owner' ? () => transfer.ask(member) : undefined}
          />
        ))}
      </ul>
      <ConfirmDialog
        {...removal.dialog}
        title={`Remove ${removal.target ? memberName(removal.target) : ''}?`}
        message="Their clients go back to unassigned and they lose access at once."
        confirmLabel="Remove"
        busyLabel="Removing..."
      />
      <ConfirmDialog
        {...transfer.dialog}
        variant="warning"
        title={OWNERSHIP_MESSAGES.confirmTitle(heir)}
        message={OWNERSHIP_MESSAGES.confirmMessage(heir, OWNERSHIP_TRANSFER_DAYS)}
        confirmLabel="Send request"
        busyLabel="Sending..."
      />
    </SectionCard>
  );
}
