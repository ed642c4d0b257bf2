/** Every client service runs for one workspace, taken from the session. */
/**
 * Removes a deleted client's stored files; called after the rows are committed, with the
 * attachment keys read inside the delete's transaction (storage.deletePrefix(projectId) also fits).
 */
export type DeleteProjectFiles = (projectId: string, fileKeys: string[]) => Promise<void>;
