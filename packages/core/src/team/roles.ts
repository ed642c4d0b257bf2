/**
 * Who may do what in a shared workspace: one table of role × action that the server enforces on
 * every owner route and the web reads to hide what a role cannot do.
 */
export const ROLES = ['owner', 'admin', 'member'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'Everything, including billing, deleting the workspace and transferring ownership.',
  admin: 'Everything but billing and deleting the workspace.',
  member: 'Only the clients assigned to them, and the journeys. No settings, keys, webhooks, domains or exports.',
};

const EVERYONE = ROLES;
const MANAGERS = ['owner', 'admin'] as const;
const OWNER = ['owner'] as const;

/** Each action and the roles allowed to take it. */
export const ROLE_ACTIONS = {
  /** Their own account: name, password, leaving a workspace, switching workspaces. */
  'account.self': EVERYONE,
  /** Journeys: list, read, build, duplicate, delete. */
  'journeys.manage': EVERYONE,
  /** The clients they may see (a Member: the assigned ones) and the work on them. */
  'clients.work': EVERYONE,
  /** Every client of the workspace, assigned or not, and who is assigned to each. */
  'clients.all': MANAGERS,
  /** Erasing a client's personal data (GDPR Article 17): the tombstone stays, the person goes. */
  'clients.erase': MANAGERS,
  /** Who works on a client: assigning and unassigning members. */
  'clients.assign': MANAGERS,
  /**
   * Countersigning a client's agreement for the workspace's side when chosen as its countersigner
   * (a Member only on their assigned clients: the assigned-only guard of /api/clients/{id}).
   */
  'agreements.countersign': EVERYONE,
  'insights.read': MANAGERS,
  'team.manage': MANAGERS,
  /** Workspace, branding, email, notifications, domains, integrations, keys, webhooks. */
  'settings.manage': MANAGERS,
  /** Widgets, the wall and exports. */
  'publishing.manage': MANAGERS,
  /** The payment account (connecting it) and the business details invoices print (issue 35). */
  'payments.manage': MANAGERS,
  'billing.manage': OWNER,
  'workspace.delete': OWNER,
  'ownership.transfer': OWNER,
  /** The whole workspace as one zip (issue 38). */
  'workspace.export': OWNER,
} as const satisfies Record<string, readonly Role[]>;

export type RoleAction = keyof typeof ROLE_ACTIONS;

export function can(role: Role, action: RoleAction): boolean {
  return (ROLE_ACTIONS[action] as readonly Role[]).includes(role);
}

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** Up to this many people share a workspace, the Owner included, at no extra charge. */
export const MAX_MEMBERS = 10;
