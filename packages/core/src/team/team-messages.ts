import { ROLE_LABELS, type Role } from './roles';

/** What the team screens and answers say. */
export const TEAM_MESSAGES = {
  roleForbidden: (role: Role) =>
    `As ${role === 'admin' ? 'an' : 'a'} ${ROLE_LABELS[role]} of this workspace you can't do this. Ask its owner or an admin.`,
  notAMember: "You're no longer a member of this workspace. Switch to another workspace or sign out.",
} as const;

/** The team's answers, as the server sends them and the web shows them. */
export const INVITATION_MESSAGES = {
  alreadyMember: 'This person is already a member of this workspace.',
  alreadyInvited: 'This address already has an open invitation. Resend it instead.',
  teamFull: (max: number) => `A workspace has at most ${max} people, invitations included. Remove someone first.`,
  notFound: 'Invitation not found.',
  invalid: 'This invitation link is not valid, has expired or has already been used. Ask for a new one.',
  otherEmail: (email: string) => `This invitation is for ${email}. Sign in with that address to accept it.`,
  rateLimited: 'Too many invitations sent. Please wait a little and try again.',
} as const;

/** What the team page says of an invitation's email (dates come formatted, in the workspace's zone). */
export const INVITATION_DELIVERY_MESSAGES = {
  queued: 'Queued — sending…',
  slow: (date: string) => `Queued ${date} — the mail server hasn't taken it yet`,
  delivered: (date: string, by: string | null) => `Delivered ${date}${by ? ` by ${by}` : ''}`,
  refused: (reason: string) => `Address refused: ${reason} — check the address and invite again`,
} as const;

export const MEMBER_MESSAGES = {
  notFound: 'Member not found.',
  ownerRole: "The Owner's role changes only by transferring ownership.",
  ownerCannotLeave: 'Transfer ownership to another member before you leave this workspace.',
  workspaceNotFound: 'Workspace not found.',
} as const;

/** Handing the workspace to another member: asked by the Owner, accepted by the new owner. */
export const OWNERSHIP_MESSAGES = {
  memberNotFound: 'Member not found.',
  alreadyOwner: 'You already own this workspace. Choose another member.',
  alreadyPending: (name: string) => `Ownership is already being transferred to ${name}. Cancel that first.`,
  targetOwnsWorkspace: (name: string) =>
    `${name} already owns a workspace with work in it. A person owns one workspace, so they can't take this one.`,
  youOwnWorkspace:
    "You already own a workspace with work in it. A person owns one workspace, so you can't take this one.",
  targetHasSubscription: (name: string) =>
    `${name} has a subscription of their own. The workspace brings its subscription with it, so they need to cancel theirs first.`,
  yourSubscription:
    'You have a subscription of your own. The workspace brings its subscription with it, so cancel yours first.',
  notPending: 'There is no ownership transfer waiting for you here. It may have been cancelled or expired.',
  noneToCancel: 'There is no ownership transfer to cancel.',
  passwordRequired: 'Enter your password to accept.',
  wrongPassword: 'That password is not right. Try again.',
  menuLabel: 'Transfer ownership',
  confirmTitle: (name: string) => `Transfer ownership to ${name}?`,
  confirmMessage: (name: string, days: number) =>
    `${name} becomes the Owner once they accept with their password, within ${days} days. Then you become an Admin, and ${name} takes over billing (the subscription moves to them) and may delete the workspace. You can cancel until they accept.`,
  pendingTitle: (name: string) => `Waiting for ${name} to accept ownership`,
  offerTitle: (name: string) => `${name} wants to make you the owner`,
  offerMessage: (workspace: string, from: string) =>
    `As the owner of ${workspace} you manage its billing (its subscription moves to you) and can delete it. ${from} stays on the team as an Admin.`,
  replacesWorkspace: (name: string) =>
    `Accepting removes your own workspace, “${name}”, which is empty: each person owns one workspace.`,
  started: (name: string) => `${name} has been asked to accept ownership`,
  cancelled: 'Ownership transfer cancelled',
  accepted: (workspace: string) => `You are now the owner of ${workspace}`,
} as const;
