import type { ModuleDeps } from '../../app-deps';
import type { Events } from '../../kernel/events';
import { linkOrigin } from '../../platform/http/link-origin';
import type { SealKey } from '../../platform/pdf/seal-key';
import type { EmailLinks } from '../email';
import type { AgreementServices } from './agreement-services';

/**
 * What signing needs beside the transaction (applySignature, the signing emails): where the
 * PDFs are kept, the event hook, the seal for the final PDF, and where emailed links point
 * (the app's origin for the client page, the workspace's portal origin for contacts).
 */
export interface SigningServices extends AgreementServices {
  events: Events;
  seal: () => SealKey;
  links: EmailLinks;
}

/** The services of one request (owner or portal) acting on workspace `workspaceId`'s agreements. */
export async function signingServices(
  deps: ModuleDeps,
  req: Request,
  workspaceId: string,
  events: Events,
): Promise<SigningServices> {
  if (!deps.storage) throw new Error('File storage is not configured');
  const portalOrigin = await deps.portalOriginOf(workspaceId, req);
  return {
    storage: deps.storage,
    events,
    seal: deps.seal,
    links: {
      origin: linkOrigin(req, deps.links),
      secret: deps.secret,
      ...(portalOrigin ? { portalOrigin } : {}),
    },
  };
}
