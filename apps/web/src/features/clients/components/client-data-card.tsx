import { type ClientDetailDto, can, CLIENT_DATA_CARD as T } from '@bloom/core';
import { Download, ShieldCheck, UserX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { fetchClientExport } from '../../../api/client-export';
import { useSession } from '../../../api/session';
import { Button } from '../../../components/ui/button';
import { DestructiveButton } from '../../../components/ui/destructive-button';
import { SectionCard } from '../../../components/ui/section-card';
import { isApiError } from '../../../lib/api-client';
import { EraseClientDialog } from './erase-client-dialog';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Saves a downloaded file the way a link with `download` would. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Personal data" (issue 38): what the client may ask for under the GDPR, their data as a zip
 * (with how much has arrived while it downloads) and erasing it; shown to the Owner and Admins.
 */
export function ClientDataCard({ client }: { client: ClientDetailDto }) {
  const session = useSession().data;
  const [received, setReceived] = useState<number | null>(null);
  const [erasing, setErasing] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  // The Owner and Admins answer data requests (the route also serves a Member their assigned clients).
  if (!session || !can(session.role, 'clients.erase')) return null;

  const download = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setReceived(0);
    try {
      const { blob, fileName } = await fetchClientExport(client.id, setReceived, controller.signal);
      saveFile(blob, fileName);
      toast.success(T.exportDone);
    } catch (error) {
      if (controller.signal.aborted) return;
      toast.error(isApiError(error) && error.status !== 0 && error.status < 500 ? error.message : T.exportFailed);
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setReceived(null);
      }
    }
  };

  const busy = received !== null;
  return (
    <SectionCard icon={ShieldCheck} title={T.title}>
      <div className="space-y-4 px-5 py-5 sm:px-6">
        <p className="text-sm text-slate-600">{T.rights}</p>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button
            variant="secondary"
            onClick={download}
            busy={busy}
            busyText={received ? `${T.exporting} ${megabytes(received)}` : T.exporting}
          >
            <Download aria-hidden="true" className="size-4" />
            {T.exportButton}
          </Button>
          <DestructiveButton onClick={() => setErasing(true)}>
            <UserX aria-hidden="true" className="size-4" />
            {T.eraseButton}
          </DestructiveButton>
        </div>
        <p aria-live="polite" className="sr-only">
          {busy ? T.exporting : ''}
        </p>
      </div>
      <EraseClientDialog client={client} open={erasing} onOpenChange={setErasing} />
    </SectionCard>
  );
}
