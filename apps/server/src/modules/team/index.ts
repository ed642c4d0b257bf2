// The team area's door: what other areas may use of it (the only import path into it).

export { assignedOnlyGuards } from './assigned-guards';
export { assignedClientIds, assigneesOf, seesAssignedOnly } from './assignments';
export { teamRoutes } from './team-routes';
export { teamSubscriptions } from './team-subscribers';
