import type { WorkspaceExport } from '@bloom/core';
import { queryOptions } from '@tanstack/react-query';
import { api, apiUrl } from '../lib/api-client';

/** The Owner's workspace exports (issue 38), on the account settings page. */
export const workspaceExportKeys = { all: ['workspace-exports'] as const };

/** How often the page asks again while an export is being built. */
export const EXPORT_POLL_MS = 2000;

const building = (exports: readonly WorkspaceExport[] | undefined) =>
  exports?.some((e) => e.status === 'queued' || e.status === 'running') ?? false;

/** GET /api/workspace-exports: the latest few, newest first; polled every 2 s while one is built. */
export const workspaceExportsQuery = () =>
  queryOptions({
    queryKey: workspaceExportKeys.all,
    queryFn: async ({ signal }) => (await api('GET /api/workspace-exports', { signal })).exports,
    refetchInterval: (query) => (building(query.state.data) ? EXPORT_POLL_MS : false),
  });

/** Where the browser downloads a ready export (a plain link: the server streams the zip). */
export const workspaceExportDownloadUrl = (id: string) => apiUrl('GET /api/workspace-exports/{id}/download', { id });
