import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../password';
import { text } from '../text';
import { OWNERSHIP_MESSAGES } from './team-messages';

/** A transfer of ownership waits this long for the new owner to accept it. */
export const OWNERSHIP_TRANSFER_DAYS = 7;

/** POST /api/team/ownership-transfer: the member (Admin or Member) who is to become the Owner. */
export const startOwnershipTransferSchema = z.object({
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, OWNERSHIP_MESSAGES.memberNotFound),
});

/** POST /api/team/ownership-transfer/accept: the new owner confirms with their own password. */
export const acceptOwnershipTransferSchema = z.object({
  password: text({ label: 'Password', error: OWNERSHIP_MESSAGES.passwordRequired })
    .min(1, OWNERSHIP_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, OWNERSHIP_MESSAGES.wrongPassword),
});

/** The pending transfer of the session's workspace, as the Owner, the Admins and the new owner see it. */
export const ownershipTransferSchema = z.object({
  workspaceName: z.string(),
  fromUserId: z.string(),
  fromName: z.string(),
  toUserId: z.string(),
  toName: z.string(),
  toEmail: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
  /** The session's person is the one asked to become the Owner. */
  forYou: z.boolean(),
  /**
   * Only for the new owner: the name of the empty workspace they own, which accepting removes (a
   * person owns one workspace), or null when they own none.
   */
  replacesWorkspace: z.string().nullable(),
});
export type OwnershipTransfer = z.infer<typeof ownershipTransferSchema>;

export const ownershipTransferResponseSchema = z.object({ transfer: ownershipTransferSchema.nullable() });
export type OwnershipTransferResponse = z.infer<typeof ownershipTransferResponseSchema>;
