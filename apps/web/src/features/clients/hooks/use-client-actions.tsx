import { CLIENT_MESSAGES, type ClientStatus, portalUrl } from '@bloom/core';
import { toast } from 'sonner';
import { useConfirmedDelete } from '../../../components/dialogs/use-confirmed-delete';
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
  const remove = useConfirmedDelete({
    mutation: useDeleteClient(),
    title: 'Delete client?',
    message: (client: ClientRef) => CLIENT_MESSAGES.deleteConfirm(client.clientName),
    deleted: () => CLIENT_MESSAGES.deleted,
    failed: 'Failed to delete client',
    onDeleted,
  });

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

  return {
    copyLink: (client: Pick<ClientRef, 'shareToken'>) => copyPortalLink(client.shareToken),
    toggleArchived,
    /** Id of the client being archived or restored, to show its button busy. */
    archivingId: archive.isPending ? archive.variables?.id : undefined,
    askDelete: remove.ask,
    deleteDialog: remove.dialog,
  };
}
