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

export const MEMBER_MESSAGES = {
  notFound: 'Member not found.',
  ownerRole: "The Owner's role changes only by transferring ownership.",
  ownerCannotLeave: 'Transfer ownership to another member before you leave this workspace.',
  workspaceNotFound: 'Workspace not found.',
} as const;
