import { z } from 'zod';
import { text } from '../text';
import { ownershipTransferSchema } from './ownership-schemas';
import { ROLES } from './roles';

/** The roles an invitation or a role change may give: one Owner, changed only by a transfer. */
export const GRANTABLE_ROLES = ['admin', 'member'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

const grantableRole = z.enum(GRANTABLE_ROLES, { error: 'Choose Admin or Member.' });

export const inviteMemberSchema = z.object({
  email: text({ label: 'Email', error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .pipe(z.email('Please enter a valid email address')),
  role: grantableRole,
});
export type InviteMemberInput = z.infer<typeof inviteMemberSchema>;

export const changeRoleSchema = z.object({ role: grantableRole });

const roleSchema = z.enum(ROLES);

export const teamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  joinedAt: z.string(),
  isYou: z.boolean(),
  /** How many clients are assigned to them. */
  assignedClients: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/**
 * Where the latest email of an invitation is: queued (the mail server has not taken it yet),
 * delivered (the server accepted it) or refused (the server refused the address for good).
 */
export const INVITATION_DELIVERIES = ['queued', 'delivered', 'refused'] as const;
export type InvitationDelivery = (typeof INVITATION_DELIVERIES)[number];

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(GRANTABLE_ROLES),
  /** When its latest email was asked for (the invitation, or its last Resend). */
  queuedAt: z.string(),
  delivery: z.enum(INVITATION_DELIVERIES),
  /** When the mail server accepted that email; null until it has. */
  deliveredAt: z.string().nullable(),
  /** The mail server's answer when it refused the address; null unless refused. */
  refusedReason: z.string().nullable(),
  expiresAt: z.string(),
  expired: z.boolean(),
  invitedBy: z.string().nullable(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamResponseSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
  maxMembers: z.number().int(),
  /** The transfer of ownership waiting for its new owner, if any. */
  ownershipTransfer: ownershipTransferSchema.nullable(),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const invitationResponseSchema = z.object({ invitation: teamInvitationSchema });
export const memberResponseSchema = z.object({ member: teamMemberSchema });

/** What an invitation link shows before it is accepted: public, so only what the invitee needs. */
export const invitationPreviewSchema = z.object({
  workspaceName: z.string(),
  inviterName: z.string().nullable(),
  email: z.string(),
  role: z.enum(GRANTABLE_ROLES),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const workspaceMembershipSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: roleSchema,
  active: z.boolean(),
});
export type WorkspaceMembership = z.infer<typeof workspaceMembershipSchema>;

export const workspacesResponseSchema = z.object({ workspaces: z.array(workspaceMembershipSchema) });

/** The members who work on a client (replaces the list); empty: unassigned. */
export const setAssigneesSchema = z.object({
  userIds: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'Member not found.')).max(10, 'At most 10 members.'),
});

export const assigneeSchema = z.object({ userId: z.string(), name: z.string() });
export type Assignee = z.infer<typeof assigneeSchema>;
export const assigneesResponseSchema = z.object({ assignees: z.array(assigneeSchema) });
