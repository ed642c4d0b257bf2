import type { ColumnType, Generated } from 'kysely';

/** Data requests (migration 030), kept beside schema.ts, which lists them in `Database`. */
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Who erased a client's personal data, when, and how much was removed (counts only). */
export interface ClientErasuresTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  erased_by_user_id: string | null;
  erased_by_name: string;
  erased_at: Generated<Date>;
  summary: ColumnType<Record<string, number>, string | undefined, string>;
}

export type WorkspaceExportStatus = 'queued' | 'running' | 'ready' | 'failed';

/** A workspace export: built by a job into storage, downloadable by the Owner for 7 days. */
export interface WorkspaceExportsTable {
  id: Generated<string>;
  workspace_id: string;
  requested_by_user_id: string | null;
  status: Generated<WorkspaceExportStatus>;
  progress: Generated<number>;
  storage_key: string | null;
  size_bytes: ColumnType<string | null, number | null | undefined, number | null>;
  error: string | null;
  created_at: Generated<Date>;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  expires_at: NullableTimestamp;
}
