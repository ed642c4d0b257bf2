import { DELIVERABLE_MESSAGES, type DeliverableDto } from '@bloom/core';
import { UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError, NotFound } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useClientDeliverables } from '../api/get-client-deliverables';
import { useDeleteDeliverable } from '../api/save-deliverable';
import { DeliverableForm, type DeliverableFormPreset } from './deliverable-form';
import { DeliverablesSkeleton, NoMilestones } from './deliverables-states';
import { MilestoneCard } from './milestone-card';

const DESCRIPTION = 'Files, links and notes you share with this client at each milestone of their journey.';

/** /clients/{id}/deliverables (docs/product.md#milestone-deliverables). */
export function DeliverablesPage() {
  const { id = '' } = useParams();
  const query = useClientDeliverables(id);
  const remove = useDeleteDeliverable(id);
  const [preset, setPreset] = useState<DeliverableFormPreset | null>(null);
  const [toDelete, setToDelete] = useState<DeliverableDto | null>(null);
  const missing = query.isError && isApiError(query.error, 404);
  const back = missing
    ? { to: '/clients', label: 'Back to Clients' }
    : { to: `/clients/${encodeURIComponent(id)}`, label: 'Back to Client' };
  const failed = query.isError && !missing;

  useDocumentTitle(
    missing ? 'Client not found' : query.data ? `Deliverables · ${query.data.client.clientName}` : 'Deliverables',
  );
  useEffect(() => {
    if (failed) toast.error(DELIVERABLE_MESSAGES.loadFailed, { id: 'deliverables-load' });
  }, [failed]);

  if (query.isPending) return <DeliverablesSkeleton />;
  if (query.isError) {
    return (
      <>
        <PageHeader
          title="Deliverables"
          description={DESCRIPTION}
          back={back}
          documentTitle={missing ? 'Client not found' : undefined}
        />
        <LoadError
          query={query}
          title={DELIVERABLE_MESSAGES.loadFailed}
          notFound={
            <NotFound
              icon={UserX}
              title="Client not found"
              description="This client may have been deleted."
              back={{ to: '/clients', label: 'Back to Clients' }}
            />
          }
        />
      </>
    );
  }

  const { client, milestones, maxUploadBytes } = query.data;

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(DELIVERABLE_MESSAGES.removed);
        setToDelete(null);
      },
      onError: (error) => toast.error(error.message),
    });
  }

  return (
    <>
      <PageHeader
        title={client.clientName}
        documentTitle={`Deliverables · ${client.clientName}`}
        back={back}
        description={
          <>
            <span className="font-medium text-slate-800">Milestone deliverables</span>
            {client.projectName ? <span> · {client.projectName}</span> : null}
          </>
        }
      />
      {milestones.length === 0 ? (
        <NoMilestones templateId={client.templateId} />
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-5 lg:items-start">
          <div className="min-w-0 lg:col-span-2">
            <DeliverableForm
              clientId={client.id}
              milestones={milestones}
              maxUploadBytes={maxUploadBytes}
              preset={preset}
            />
          </div>
          <div className="min-w-0 space-y-6 lg:col-span-3">
            {milestones.map((m) => (
              <MilestoneCard
                key={m.stageId}
                milestone={m}
                onDelete={setToDelete}
                onAdd={(stageId, slotId) => setPreset((p) => ({ stageId, slotId, n: (p?.n ?? 0) + 1 }))}
              />
            ))}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        onConfirm={confirmDelete}
        title="Delete deliverable"
        message={`Are you sure you want to delete "${toDelete?.title ?? ''}"? Your client will no longer see it. This cannot be undone.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        busyLabel="Deleting..."
      />
    </>
  );
}
