import type { WorkspacePatchInput, WorkspaceSettings } from '@bloom/core';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { apiUpload } from '../lib/api-upload';
import { dashboardKeys } from './dashboard';
import { type Session, sessionKeys } from './session';

export type { WorkspacePatchInput, WorkspaceSettings };

export const workspaceKeys = { all: ['workspace'] as const };

/** GET /api/workspace: name, contact email, time zone, branding, Calendly link and setup flags. */
export const workspaceQuery = () =>
  queryOptions({
    queryKey: workspaceKeys.all,
    queryFn: ({ signal }) => api('GET /api/workspace', { signal }),
  });

export function useWorkspace() {
  return useQuery(workspaceQuery());
}

/**
 * After any workspace write: cache the answer, copy what the session carries (the app shell's
 * name and logo, the dates' time zone) at once, then refresh the session and the dashboard's
 * checklist from the server.
 */
export function storeWorkspace(queryClient: QueryClient, workspace: WorkspaceSettings): void {
  queryClient.setQueryData(workspaceKeys.all, workspace);
  queryClient.setQueryData<Session | null>(sessionKeys.all, (session) =>
    session
      ? {
          ...session,
          workspace: {
            ...session.workspace,
            name: workspace.name,
            primaryColor: workspace.primaryColor,
            accentColor: workspace.accentColor,
            logoUrl: workspace.logoUrl,
            timezone: workspace.timezone,
            calendlyUrl: workspace.calendlyUrl,
            onboardingCompleted: workspace.onboardingCompleted,
          },
        }
      : session,
  );
  void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}

/**
 * PATCH /api/workspace: only the keys sent change (name, contactEmail, timezone, primaryColor,
 * accentColor, calendlyUrl, onboardingCompleted, checklistDismissed). Rejects with the server's
 * 400 message for a value core's `workspacePatchSchema` refuses; nothing changes then.
 */
export function useUpdateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: WorkspacePatchInput) => api('PATCH /api/workspace', { body: patch }),
    onSuccess: (workspace) => storeWorkspace(queryClient, workspace),
  });
}

export interface LogoUpload {
  file: File;
  /** Whole percent of the file sent, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** POST /api/workspace/logo (multipart, field `file`): answers the workspace with its new logoUrl. */
export function uploadWorkspaceLogo({ file, onProgress, signal }: LogoUpload): Promise<WorkspaceSettings> {
  const form = new FormData();
  form.append('file', file);
  return apiUpload('POST /api/workspace/logo', { form, onProgress, signal });
}

/** DELETE /api/workspace/logo: portals show the first letter of the name again. */
export function useRemoveWorkspaceLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('DELETE /api/workspace/logo'),
    onSuccess: (workspace) => storeWorkspace(queryClient, workspace),
  });
}
