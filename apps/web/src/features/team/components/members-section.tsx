import type { TeamMember } from '@bloom/core';
import { Users } from 'lucide-react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SectionCard } from '../../../components/ui/section-card';
import { useRemoveMember } from '../api/team';
import { useConfirmedAction } from '../hooks/use-confirmed-action';
import { memberName } from '../lib/team-display';
import { MemberRow } from './member-row';

/** The workspace's people, Owner first. */
export function MembersSection({ members }: { members: TeamMember[] }) {
  const remove = useRemoveMember();
  const removal = useConfirmedAction<TeamMember>({
    run: (member) => remove.mutateAsync(member.userId),
    busy: remove.isPending,
    success: (member) => `${memberName(member)} removed`,
  });

  return (
    <SectionCard icon={Users} title="Members">
      <ul className="divide-y divide-slate-100" aria-label="Members">
        {members.map((member) => (
          <MemberRow key={member.userId} member={member} onRemove={() => removal.ask(member)} />
        ))}
      </ul>
      <ConfirmDialog
        {...removal.dialog}
        title={`Remove ${removal.target ? memberName(removal.target) : ''}?`}
        message="Their clients go back to unassigned and they lose access at once."
        confirmLabel="Remove"
        busyLabel="Removing..."
      />
    </SectionCard>
  );
}
