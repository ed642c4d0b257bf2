import type { Db } from '../../db/database';
import type { FileStorage } from '../../storage/file-storage';

/** Every deliverable service runs for one workspace, taken from the session. */
export interface DeliverableContext {
  db: Db;
  workspaceId: string;
  /** Private file storage; absent only in tests that never touch files. */
  storage: FileStorage | undefined;
}
