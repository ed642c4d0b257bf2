import { can, formatFileSize, type Role, type WorkspaceExport } from '@bloom/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { workspaceExportDownloadUrl, workspaceExportKeys, workspaceExportsQuery } from '../../../api/workspace-exports';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { api } from '../../../lib/api-client';
import { SettingsCard } from './settings-card';

const DESCRIPTION =
  'One zip of everything in this workspace: every table as JSON Lines, uploaded files, logos and signed documents. We email you when it is ready; the download works for 7 days.';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/** Account settings: the Owner exports the whole workspace (issue 38); hidden from other roles. */
export function WorkspaceExportCard({ viewerRole }: { viewerRole: Role }) {
  if (!can(viewerRole, 'workspace.export')) return null;
  return <ExportCard />;
}

function ExportCard() {
  const queryClient = useQueryClient();
  const query = useQuery(workspaceExportsQuery());
  const start = useMutation({
    mutationFn: () => api('POST /api/workspace-exports'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceExportKeys.all }),
  });
  const latest = query.data?.[0];
  const building = latest?.status === 'queued' || latest?.status === 'running';
  const ready = query.data?.find((e) => e.status === 'ready');

  return (
    <SettingsCard
      title="Export workspace data"
      description={DESCRIPTION}
      footer={
        <Button
          variant={ready && !building ? 'secondary' : 'primary'}
          onClick={() => start.mutate()}
          busy={start.isPending}
          busyText="Starting..."
          disabled={building || query.isPending}
        >
          {latest?.status === 'failed' ? 'Try again' : 'Export workspace data'}
        </Button>
      }
    >
      {start.error ? (
        <Alert tone="error" title="The export could not start">
          {start.error.message}
        </Alert>
      ) : null}
      {query.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : query.isError ? (
        <RetryAlert title="Your exports could not be loaded" query={query} />
      ) : (
        <ExportState latest={latest} ready={ready} />
      )}
    </SettingsCard>
  );
}

function ExportState({ latest, ready }: { latest: WorkspaceExport | undefined; ready: WorkspaceExport | undefined }) {
  if (!latest) {
    return <p className="text-sm text-slate-600">No export yet. Start one and we build it in the background.</p>;
  }
  return (
    <div className="space-y-4">
      {latest.status === 'queued' || latest.status === 'running' ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-700" aria-live="polite">
            Building your export… {latest.progress}%
          </p>
          <ProgressBar percent={latest.progress} label="Export progress" valueText={`${latest.progress}%`} />
        </div>
      ) : null}
      {latest.status === 'failed' ? (
        <Alert tone="error" title="The last export failed">
          {latest.error ?? 'Please try again.'}
        </Alert>
      ) : null}
      {ready ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
          <Button asChild variant="primary" className="w-full sm:w-auto">
            <a href={workspaceExportDownloadUrl(ready.id)} download>
              <Download aria-hidden="true" className="size-4" />
              Download ({formatFileSize(ready.sizeBytes ?? 0)})
            </a>
          </Button>
          {ready.expiresAt ? <p className="text-sm text-slate-600">Available until {day(ready.expiresAt)}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
