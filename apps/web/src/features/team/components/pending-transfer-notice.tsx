import { OWNERSHIP_MESSAGES, type OwnershipTransfer } from '@bloom/core';
import { Crown } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatOwnerDate } from '../../../lib/owner-dates';
import { useCancelTransfer } from '../api/ownership';

/** The transfer waiting for its new owner, as the Owner (who may cancel it) and Admins see it. */
export function PendingTransferNotice({ transfer, canCancel }: { transfer: OwnershipTransfer; canCancel: boolean }) {
  const headingId = useId();
  const cancel = useCancelTransfer();

  return (
    <Card className="border-amber-200 bg-amber-50/60">
      <section
        aria-labelledby={headingId}
        className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div className="flex gap-3">
          <Crown aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
          <div className="space-y-1">
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              {OWNERSHIP_MESSAGES.pendingTitle(transfer.toName)}
            </h2>
            <p className="text-sm text-slate-700">
              {transfer.fromName} asked on {formatOwnerDate(transfer.requestedAt)}. {transfer.toName} accepts with their
              password by {formatOwnerDate(transfer.expiresAt)}, or the request lapses.
            </p>
          </div>
        </div>
        {canCancel ? (
          <Button
            variant="secondary"
            className="shrink-0"
            busy={cancel.isPending}
            busyText="Cancelling..."
            onClick={() =>
              cancel.mutate(undefined, {
                onError: (error) => toast.error(error.message),
              })
            }
          >
            Cancel transfer
          </Button>
        ) : null}
      </section>
    </Card>
  );
}
