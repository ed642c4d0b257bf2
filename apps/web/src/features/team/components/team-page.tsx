import { INVITATION_MESSAGES } from '@bloom/core';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { RowSkeletons } from '../../../components/ui/skeleton-blocks';
import { hasErrorCode } from '../../../lib/api-client';
import { useOwnershipTransfer } from '../api/ownership';
import { useTeam } from '../api/team';
import { useWorkspaces } from '../api/workspaces';
import { seatsUsed } from '../lib/team-display';
import { InvitationsSection } from './invitations-section';
import { InviteMemberDialog } from './invite-member-dialog';
import { LeaveWorkspaceCard } from './leave-workspace-card';
import { MembersSection } from './members-section';
import { OwnershipOfferCard } from './ownership-offer-card';
import { PendingTransferNotice } from './pending-transfer-notice';
import { SeatMeter } from './seat-meter';

/**
 * /settings/team: the people of the workspace and their roles, the invitations still open, the
 * seats they take, a transfer of ownership waiting (offered to the member it names, with Cancel
 * for the Owner), and (for anyone but the Owner) leaving. Owners and Admins manage the team; a
 * Member is told so, and may still leave.
 */
export function TeamPage() {
  const team = useTeam();
  const workspaces = useWorkspaces();
  const transfer = useOwnershipTransfer();
  const [inviting, setInviting] = useState(false);
  const active = workspaces.data?.find((w) => w.active);
  const pending = transfer.data ?? null;
  // The Owner may ask once the transfer is known to be none.
  const canTransfer = active?.role === 'owner' && transfer.isSuccess && pending === null;
  const seats = team.data ? seatsUsed(team.data) : 0;
  const full = team.data ? seats >= team.data.maxMembers : false;

  return (
    <>
      <PageHeader
        title="Team"
        description="Invite people to this workspace and choose what each of them can do."
        actions={
          team.data ? (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
              <SeatMeter used={seats} max={team.data.maxMembers} />
              <Button onClick={() => setInviting(true)} disabled={full}>
                <UserPlus aria-hidden="true" className="size-4" />
                Invite member
              </Button>
            </div>
          ) : undefined
        }
      />
      <div className="space-y-6">
        {pending?.forYou ? <OwnershipOfferCard transfer={pending} /> : null}
        {pending && !pending.forYou ? (
          <PendingTransferNotice transfer={pending} canCancel={active?.role === 'owner'} />
        ) : null}
        {team.data ? (
          <>
            {full ? <Alert tone="info">{INVITATION_MESSAGES.teamFull(team.data.maxMembers)}</Alert> : null}
            <MembersSection members={team.data.members} canTransfer={canTransfer} />
            <InvitationsSection invitations={team.data.invitations} />
          </>
        ) : hasErrorCode(team.error, 'ROLE_FORBIDDEN') ? (
          <Alert tone="info" title="The owner and admins manage the team">
            {team.error.message}
          </Alert>
        ) : team.error ? (
          <RetryAlert title="We couldn't load your team" query={team} />
        ) : (
          <TeamSkeleton />
        )}
        {active && active.role !== 'owner' ? <LeaveWorkspaceCard workspaceName={active.name} /> : null}
      </div>
      <InviteMemberDialog open={inviting} onOpenChange={setInviting} />
    </>
  );
}

function TeamSkeleton() {
  return (
    <Loading label="Loading team" className="space-y-6">
      {[3, 1].map((rows) => (
        <Card key={rows}>
          <div className="flex items-center gap-2 border-b border-slate-100 px-5 py-4 sm:px-6">
            <Skeleton className="size-4 rounded" />
            <Skeleton className="h-5 w-36" />
          </div>
          <div className="divide-y divide-slate-100">
            <RowSkeletons
              count={rows}
              className="flex items-center gap-3 px-5 py-4 sm:px-6"
              icon="size-10 shrink-0 rounded-full"
              lines={['h-4 w-40 max-w-full', 'h-3.5 w-56 max-w-full']}
            />
          </div>
        </Card>
      ))}
    </Loading>
  );
}
