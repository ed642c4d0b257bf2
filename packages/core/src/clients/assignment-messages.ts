/** Who works on a client: the client page's card, the "Assigned to me" filter and their answers. */

/** The values of `?assigned=`: only the caller's own clients. */
export const ASSIGNED_FILTERS = ['me'] as const;
export type AssignedFilter = (typeof ASSIGNED_FILTERS)[number];

export const ASSIGNMENT_MESSAGES = {
  badFilter: "assigned must be 'me'.",
  cardTitle: 'Assigned to',
  nobody: 'No one assigned — Owner and Admins are notified',
  /** A Member reads the card; the Owner and Admins change it. */
  readOnly: 'The Owner and Admins choose who works on this client.',
  change: 'Change',
  changeLabel: 'Change who is assigned',
  dialogTitle: (client: string) => `Who works with ${client}?`,
  pickLabel: 'Team members',
  pickHint: 'The people picked see this client and get its notifications.',
  teamLoadFailed: 'Could not load the team.',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  saved: 'Assignees saved',
  you: '(you)',
  /** The initials on a card, read out. */
  assignedTo: (names: readonly string[]) => `Assigned to ${names.join(', ')}`,
  /** The list and dashboard filter. */
  allClients: 'All clients',
  assignedToMe: 'Assigned to me',
  filterLabel: 'Which clients',
  noneAssignedToMe: 'No clients assigned to you',
  noneAssignedToMeDetail: 'Clients the Owner or an Admin assigns to you appear here.',
} as const;
