import { ASSIGNMENT_MESSAGES, type ClientDetailDto, ROLE_LABELS, type TeamMember } from '@bloom/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Loading } from '../../../components/ui/load-state';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { RowSkeletons } from '../../../components/ui/skeleton-blocks';
import { useSetAssignees, useTeamMembers } from '../api/client-assignees';
import { AssigneeAvatar } from './assignee-avatars';

type Client = Pick<ClientDetailDto, 'id' | 'clientName' | 'assignees'>;

interface AssigneesDialogProps {
  client: Client;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Owner's and Admins' picker of who works on a client: every member of the workspace with a
 * checkbox, the current assignees ticked; Save replaces the list (none ticked: unassigned).
 */
export function AssigneesDialog({ client, open, onOpenChange }: AssigneesDialogProps) {
  const members = useTeamMembers(open);
  const save = useSetAssignees();
  const [picked, setPicked] = useState(() => new Set(client.assignees.map((a) => a.userId)));

  const toggle = (userId: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });
  const submit = () => {
    // Only people still in the team: someone removed meanwhile is not sent back.
    const userIds = (members.data ?? []).map((m) => m.userId).filter((id) => picked.has(id));
    save.mutate(
      { id: client.id, userIds },
      {
        onSuccess: () => {
          toast.success(ASSIGNMENT_MESSAGES.saved);
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={ASSIGNMENT_MESSAGES.dialogTitle(client.clientName)}
      description={ASSIGNMENT_MESSAGES.pickHint}
      onSubmit={submit}
      busy={save.isPending}
      busyText={ASSIGNMENT_MESSAGES.saving}
      submitLabel={ASSIGNMENT_MESSAGES.save}
      submitDisabled={!members.isSuccess}
    >
      <AssigneePicker members={members} picked={picked} disabled={save.isPending} onToggle={toggle} />
      {save.isError ? (
        <Alert tone="error" className="mt-4">
          {save.error.message}
        </Alert>
      ) : null}
    </FormDialog>
  );
}

interface AssigneePickerProps {
  /** The team's members as the query holds them: loading, failed (with a retry) or listed. */
  members: UseQueryResult<TeamMember[]>;
  picked: ReadonlySet<string>;
  disabled: boolean;
  onToggle: (userId: string, checked: boolean) => void;
}

/** The dialog's body: a checkbox per member, a skeleton while the team loads, its error with a retry. */
export function AssigneePicker({ members, picked, disabled, onToggle }: AssigneePickerProps) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-900">{ASSIGNMENT_MESSAGES.pickLabel}</legend>
      {members.isPending ? (
        <Loading label="Loading team..." className="mt-3 space-y-3">
          <RowSkeletons
            count={3}
            className="flex items-center gap-3"
            icon="size-9 rounded-full"
            lines={['h-4 w-40', 'h-3 w-16']}
          />
        </Loading>
      ) : members.isError ? (
        <div className="mt-3">
          <RetryAlert title={ASSIGNMENT_MESSAGES.teamLoadFailed} query={members} />
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200">
          {members.data.map((m) => (
            <MemberOption
              key={m.userId}
              member={m}
              checked={picked.has(m.userId)}
              disabled={disabled}
              onChange={(on) => onToggle(m.userId, on)}
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}

interface MemberOptionProps {
  member: TeamMember;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** One member to tick: their initials, name (or address), role, and "(you)". */
function MemberOption({ member, checked, disabled, onChange }: MemberOptionProps) {
  const id = `assignee-${member.userId}`;
  const name = member.name.trim() || member.email;
  return (
    <li>
      <label htmlFor={id} className="flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-slate-50">
        <input
          id={id}
          type="checkbox"
          className="size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-primary-600"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        <AssigneeAvatar name={name} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-slate-900">
            {name}
            {member.isYou ? <span className="font-normal text-slate-500"> {ASSIGNMENT_MESSAGES.you}</span> : null}
          </span>
          <span className="block text-xs text-slate-500">{ROLE_LABELS[member.role]}</span>
        </span>
      </label>
    </li>
  );
}
