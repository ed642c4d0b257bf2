import { CLIENT_MESSAGES, type ClientStatus, portalUrl } from '@bloom/core';
import { toast } from 'sonner';
import { useSession } from '../../../api/session';
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

/**
 * Where the workspace's portal links point: its verified custom domain or claimed subdomain
 * (GET /api/me's portalOrigin, docs/product.md#portal-domains), else this host.
 */
export function usePortalOrigin(): string {
  const { data } = useSession();
  return data?.portalOrigin ?? window.location.origin;
}

/** The portal address of a client, on `origin` (usePortalOrigin) or this host. */
export const clientPortalUrl = (shareToken: string, origin = window.location.origin) => portalUrl(origin, shareToken);

/** Copies a client's portal link, with the product's toast. */
export async function copyPortalLink(shareToken: string, origin?: string) {
  if (await copyText(clientPortalUrl(shareToken, origin))) toast.success(CLIENT_MESSAGES.linkCopied);
  else toast.error('Could not copy the link. Select it and copy it yourself.');
}

/** Copy Link, Archive / Restore and Delete (with its confirm dialog) for the list and the details page. */
export function useClientActions({ onDeleted }: { onDeleted?: (client: ClientRef) => void } = {}) {
  const origin = usePortalOrigin();
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
    copyLink: (client: Pick<ClientRef, 'shareToken'>) => copyPortalLink(client.shareToken, origin),
    toggleArchived,
    /** Id of the client being archived or restored, to show its button busy. */
    archivingId: archive.isPending ? archive.variables?.id : undefined,
    askDelete: remove.ask,
    deleteDialog: remove.dialog,
  };
}
