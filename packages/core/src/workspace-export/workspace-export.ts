import { z } from 'zod';

/** How long a finished workspace export can be downloaded. */
export const WORKSPACE_EXPORT_DAYS = 7;

export const WORKSPACE_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type WorkspaceExportStatus = (typeof WORKSPACE_EXPORT_STATUSES)[number];

/** One export as the account page shows it (never its storage key). */
export const workspaceExportSchema = z.object({
  id: z.string(),
  status: z.enum(WORKSPACE_EXPORT_STATUSES),
  /** 0–100; 100 once ready. */
  progress: z.number().int(),
  /** Bytes of the zip once ready, else null. */
  sizeBytes: z.number().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the download stops working (ready exports only). */
  expiresAt: z.string().nullable(),
});
export type WorkspaceExport = z.infer<typeof workspaceExportSchema>;

export const workspaceExportResponseSchema = z.object({ export: workspaceExportSchema });
/** The latest few exports, newest first. */
export const workspaceExportsResponseSchema = z.object({ exports: z.array(workspaceExportSchema) });

export const WORKSPACE_EXPORT_MESSAGES = {
  alreadyRunning: 'An export of this workspace is already being built. Wait for it to finish before starting another.',
  notFound: 'Export not found, or its download has expired',
  failed: 'The export could not be built. Please try again.',
  erasedMeanwhile: "A client's personal data was erased while this export was being built. Please export again.",
  timedOut: 'The export took too long and was stopped. Please try again.',
} as const;
