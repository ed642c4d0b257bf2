import { OWNERSHIP_MESSAGES, ROLE_LABELS, type TeamMember } from '@bloom/core';
import { Crown, MoreHorizontal } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { InitialsAvatar } from '../../../components/ui/initials-avatar';
import { useChangeRole } from '../api/team';
import { clientsLabel, memberName, ROLE_TONES, roleWithArticle } from '../lib/team-display';
import { RoleSelect } from './role-select';

/**
 * One member: who they are, their role (the Owner's is fixed; one's own is changed by someone
 * else), how many clients they work on, Remove, and for the Owner a menu with Transfer ownership
 * (`onTransfer`, when it may be asked). On a phone the controls go under the name.
 */
export function MemberRow({
  member,
  onRemove,
  onTransfer,
}: {
  member: TeamMember;
  onRemove: () => void;
  onTransfer?: (() => void) | undefined;
}) {
  const changeRole = useChangeRole();
  const role = member.role === 'owner' ? null : member.role;
  const fixed = role === null || member.isYou;
  const name = memberName(member);

  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:px-6 lg:grid lg:grid-cols-[minmax(0,1fr)_9rem_11rem_8rem] lg:items-center lg:gap-4">
      <div className="flex min-w-0 items-center gap-3">
        <InitialsAvatar name={member.name} email={member.email} />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium break-words text-slate-900">{name}</span>
            {member.isYou ? <Badge tone="teal">You</Badge> : null}
          </p>
          <p className="text-sm break-all text-slate-600">{member.email}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 pl-13 lg:contents">
        <div>
          {fixed ? (
            <Badge tone={ROLE_TONES[member.role]}>{ROLE_LABELS[member.role]}</Badge>
          ) : (
            <RoleSelect
              aria-label={`Role of ${name}`}
              className="w-32 lg:w-full"
              // The role asked for while the change is saved, rather than the old one snapping back.
              value={changeRole.isPending ? changeRole.variables.role : role}
              disabled={changeRole.isPending}
              onRoleChange={(next) =>
                changeRole.mutate(
                  { userId: member.userId, role: next },
                  {
                    onSuccess: ({ member: changed }) =>
                      toast.success(`${name} is now ${roleWithArticle(changed.role)}`),
                    onError: (error) => toast.error(error.message),
                  },
                )
              }
            />
          )}
        </div>
        <p className="text-sm text-slate-600">{clientsLabel(member.assignedClients)}</p>
        {fixed ? null : (
          <div className="ml-auto flex items-center gap-1 lg:ml-0 lg:justify-self-end">
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={onRemove}
              aria-label={`Remove ${name}`}
            >
              Remove
            </Button>
            {onTransfer ? <MemberMenu name={name} onTransfer={onTransfer} /> : null}
          </div>
        )}
      </div>
    </li>
  );
}

function MemberMenu({ name, onTransfer }: { name: string; onTransfer: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`More actions for ${name}`}
        className="flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-600 transition-colors duration-150 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100"
      >
        <MoreHorizontal aria-hidden="true" className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuItem onSelect={onTransfer}>
          <Crown aria-hidden="true" className="size-4" />
          {OWNERSHIP_MESSAGES.menuLabel}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
