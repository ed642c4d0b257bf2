import { can, type Role, type RoleAction } from '@bloom/core';

export type { Role, RoleAction };

/**
 * Whether a role may take an action: core's one table, the very one the server enforces, so the
 * web hides only what the server would refuse anyway.
 */
export const canAccess = (role: Role, action: RoleAction): boolean => can(role, action);
