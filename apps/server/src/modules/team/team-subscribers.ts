import type { Subscriptions } from '../../kernel/events';

/** A Member sees only their assigned clients, so the client a Member adds is assigned to them. */
export const teamSubscriptions: Subscriptions = {
  'client.created': async (trx, { workspaceId, clientId, createdBy }) => {
    if (createdBy.role !== 'member') return;
    await trx
      .insertInto('client_assignments')
      .values({ project_id: clientId, workspace_id: workspaceId, user_id: createdBy.userId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
