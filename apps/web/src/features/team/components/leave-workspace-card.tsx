import { LogOut } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DestructiveButton } from '../../../components/ui/destructive-button';
import { useLeaveWorkspace } from '../api/team';
import { useConfirmedAction } from '../hooks/use-confirmed-action';

/** For an Admin or a Member: leaving the workspace, after a confirm; then on to their own workspace. */
export function LeaveWorkspaceCard({ workspaceName }: { workspaceName: string }) {
  const headingId = useId();
  const leave = useLeaveWorkspace();
  const leaving = useConfirmedAction<string>({
    run: () => leave.mutateAsync(),
    busy: leave.isPending,
    success: (name) => `You left ${name}`,
  });

  return (
    <Card className="border-red-200">
      <section
        aria-labelledby={headingId}
        className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div className="space-y-1">
          <h2 id={headingId} className="text-base font-semibold text-red-700">
            Leave workspace
          </h2>
          <p className="text-sm text-slate-600">
            Stop working in {workspaceName}. To come back, you need a new invitation.
          </p>
        </div>
        <DestructiveButton onClick={() => leaving.ask(workspaceName)}>
          <LogOut aria-hidden="true" className="size-4" />
          Leave workspace
        </DestructiveButton>
      </section>
      <ConfirmDialog
        {...leaving.dialog}
        title={`Leave ${leaving.target ?? workspaceName}?`}
        message="You lose access to its clients and journeys at once."
        confirmLabel="Leave workspace"
        busyLabel="Leaving..."
      />
    </Card>
  );
}
