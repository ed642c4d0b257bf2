import { can, type Role } from '@bloom/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';

export interface Countersigner {
  userId: string;
  name: string;
  email: string;
  role: Role;
}

/**
 * Who may countersign a client's agreement for the workspace: the Owner, the Admins, and the
 * Members assigned to this client (the reach of a Member), as far as the role table lets their
 * role countersign at all. Owner first, then by name.
 */
export async function countersignersOf(db: Kysely<Database>, workspaceId: string, clientId: string) {
  const rows = await db
    .selectFrom('workspace_members as m')
    .innerJoin('user as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'm.role', 'u.name', 'u.email'])
    .where('m.workspace_id', '=', workspaceId)
    .where((eb) =>
      eb.or([
        eb('m.role', 'in', ['owner', 'admin']),
        eb.exists(
          eb
            .selectFrom('client_assignments as a')
            .select(sql`1`.as('one'))
            .whereRef('a.user_id', '=', 'm.user_id')
            .whereRef('a.workspace_id', '=', 'm.workspace_id')
            .where('a.project_id', '=', clientId),
        ),
      ]),
    )
    .orderBy(sql`m.role = 'owner'`, 'desc')
    .orderBy('u.name')
    .orderBy('m.user_id')
    .execute();
  return rows
    .filter((r) => can(r.role, 'agreements.countersign'))
    .map((r): Countersigner => ({ userId: r.user_id, name: r.name, email: r.email, role: r.role }));
}
