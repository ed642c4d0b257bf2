import { ASSIGNMENT_MESSAGES, type ClientDetailDto, can } from '@bloom/core';
import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../../../api/session';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { AssigneeAvatar } from './assignee-avatars';
import { AssigneesDialog } from './assignees-dialog';

type Client = Pick<ClientDetailDto, 'id' | 'clientName' | 'assignees'>;

/**
 * "Assigned to": who works on the client, their news going to them (no one: the Owner and Admins).
 * The Owner and Admins change it; a Member reads it.
 */
export function AssigneesCard({ client }: { client: Client }) {
  const session = useSession().data;
  const canAssign = session ? can(session.role, 'clients.assign') : false;
  const [open, setOpen] = useState(false);
  // A fresh dialog each time it opens, ticked as the client is now.
  const [openCount, setOpenCount] = useState(0);
  const openDialog = () => {
    setOpenCount((n) => n + 1);
    setOpen(true);
  };

  return (
    <SectionCard icon={UsersRound} title={ASSIGNMENT_MESSAGES.cardTitle}>
      <div className="flex flex-col gap-4 px-5 py-5 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        {client.assignees.length === 0 ? (
          <p className="text-sm text-slate-600">{ASSIGNMENT_MESSAGES.nobody}</p>
        ) : (
          <ul className="flex flex-wrap gap-x-5 gap-y-3">
            {client.assignees.map((a) => (
              <li key={a.userId} className="flex min-w-0 items-center gap-2">
                <AssigneeAvatar name={a.name} />
                <span className="truncate text-sm font-medium text-slate-900">
                  {a.name}
                  {a.userId === session?.user.id ? (
                    <span className="font-normal text-slate-500"> {ASSIGNMENT_MESSAGES.you}</span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
        {canAssign ? (
          <Button
            variant="secondary"
            size="sm"
            className="shrink-0 self-start"
            onClick={openDialog}
            aria-label={ASSIGNMENT_MESSAGES.changeLabel}
          >
            {ASSIGNMENT_MESSAGES.change}
          </Button>
        ) : null}
      </div>
      {session && !canAssign ? (
        <p className="border-t border-slate-100 px-5 py-3 text-xs text-slate-500 sm:px-6">
          {ASSIGNMENT_MESSAGES.readOnly}
        </p>
      ) : null}
      {canAssign && openCount > 0 ? (
        <AssigneesDialog key={openCount} client={client} open={open} onOpenChange={setOpen} />
      ) : null}
    </SectionCard>
  );
}
