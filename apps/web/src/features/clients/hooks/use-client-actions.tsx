import { CLIENT_MESSAGES, type ClientStatus, portalUrl } from '@bloom/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { copyText } from '../../../lib/clipboard';
import { useDeleteClient, useSetArchived } from '../api/client-mutations';
import { messageOf } from '../client-format';

export interface ClientRef {
  id: string;
  clientName: string;
  projectName: string;
  status: ClientStatus;
  shareToken: string;
}

/** The portal address of a client on this host. */
export const clientPortalUrl = (shareToken: string) => portalUrl(window.location.origin, shareToken);

/** Copies a client's portal link, with the product's toast. */
export async function copyPortalLink(shareToken: string) {
  if (await copyText(clientPortalUrl(shareToken))) toast.success(CLIENT_MESSAGES.linkCopied);
  else toast.error('Could not copy the link. Select it and copy it yourself.');
}

/** Copy Link, Archive / Restore and Delete (with its confirm dialog) for the list and the details page. */
export function useClientActions({ onDeleted }: { onDeleted?: (client: ClientRef) => void } = {}) {
  const archive = useSetArchived();
  const remove = useDeleteClient();
  // The client stays set while the dialog fades out, so its text does not blank mid-animation.
  const [toDelete, setToDelete] = useState<ClientRef | null>(null);
  const [open, setOpen] = useState(false);

  const toggleArchived = (client: ClientRef) => {
    const archived = client.status !== 'archived';
    archive.mutate(
      { id: client.id, archived },
      {
        onSuccess: () => toast.success(archived ? CLIENT_MESSAGES.archived : CLIENT_MESSAGES.restored),
        onError: (error) => toast.error(messageOf(error, 'Failed to update client')),
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const client = toDelete;
    remove.mutate(client, {
      onSuccess: () => {
        toast.success(CLIENT_MESSAGES.deleted);
        setOpen(false);
        onDeleted?.(client);
      },
      onError: (error) => {
        toast.error(messageOf(error, 'Failed to delete client'));
        setOpen(false);
      },
    });
  };

  const deleteDialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      onConfirm={confirmDelete}
      variant="danger"
      title="Delete client?"
      message={toDelete ? CLIENT_MESSAGES.deleteConfirm(toDelete.clientName) : ''}
      confirmLabel="Delete"
      busy={remove.isPending}
      busyLabel="Deleting..."
    />
  );

  return {
    copyLink: (client: Pick<ClientRef, 'shareToken'>) => copyPortalLink(client.shareToken),
    toggleArchived,
    /** Id of the client being archived or restored, to show its button busy. */
    archivingId: archive.isPending ? archive.variables?.id : undefined,
    askDelete: (client: ClientRef) => {
      setToDelete(client);
      setOpen(true);
    },
    deleteDialog,
  };
}
