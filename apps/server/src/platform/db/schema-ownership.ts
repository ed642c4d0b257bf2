import type { ColumnType, Generated } from 'kysely';

/** A transfer of ownership waiting for its new owner (migration 020), listed in schema.ts's `Database`. */
export interface OwnershipTransfersTable {
  workspace_id: string;
  from_user_id: string;
  to_user_id: string;
  created_at: Generated<Date>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}
