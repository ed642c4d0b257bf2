import { ROLE_LABELS, type WorkspaceMembership } from '@bloom/core';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '../../../components/ui/dropdown-menu';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useSwitchWorkspace, useWorkspaces } from '../api/workspaces';

/**
 * The person's workspaces, the active one checked; choosing another works in it from then on
 * (every cached answer goes, and the dashboard opens). Nothing when they have only one.
 * `menu` (the default): items of the account menu's DropdownMenuContent, after a separator;
 * `list`: buttons for the phone's menu sheet.
 */
export function WorkspaceSwitcher({ as = 'menu' }: { as?: 'menu' | 'list' }) {
  const labelId = useId();
  const { data: workspaces } = useWorkspaces();
  const switchTo = useSwitchWorkspace();
  if (!workspaces || workspaces.length < 2) return null;

  const choose = (workspace: WorkspaceMembership) => {
    if (workspace.active || switchTo.isPending) return;
    switchTo.mutate(workspace.id, { onError: (error) => toast.error(error.message) });
  };
  const pendingId = switchTo.isPending ? switchTo.variables : undefined;

  if (as === 'list') {
    return (
      <div>
        <p id={labelId} className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Workspaces
        </p>
        <ul aria-labelledby={labelId} className="space-y-1">
          {workspaces.map((workspace) => (
            <li key={workspace.id}>
              <button
                type="button"
                aria-current={workspace.active ? 'true' : undefined}
                disabled={switchTo.isPending}
                onClick={() => choose(workspace)}
                className={cn(
                  'flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm transition-colors duration-150 disabled:cursor-default',
                  workspace.active ? 'bg-primary-50 text-primary-800' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                <Mark active={workspace.active} pending={pendingId === workspace.id} />
                <WorkspaceName workspace={workspace} />
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <>
      <DropdownMenuSeparator />
      <DropdownMenuLabel>Workspaces</DropdownMenuLabel>
      {workspaces.map((workspace) => (
        <DropdownMenuItem
          key={workspace.id}
          role="menuitemradio"
          aria-checked={workspace.active}
          disabled={switchTo.isPending}
          onSelect={() => choose(workspace)}
        >
          <Mark active={workspace.active} pending={pendingId === workspace.id} />
          <WorkspaceName workspace={workspace} />
        </DropdownMenuItem>
      ))}
    </>
  );
}

/** The check on the active workspace, a spinner on the one being opened, else the space they take. */
function Mark({ active, pending }: { active: boolean; pending: boolean }) {
  if (pending) return <Spinner />;
  return <Check aria-hidden="true" className={cn('size-4 shrink-0 text-primary-700', !active && 'invisible')} />;
}

function WorkspaceName({ workspace }: { workspace: WorkspaceMembership }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="block truncate font-medium text-slate-900">{workspace.name}</span>
      <span className="block text-xs text-slate-500">{ROLE_LABELS[workspace.role]}</span>
    </span>
  );
}
