import { okResponseSchema } from '../clients/client-responses';
import {
  acceptOwnershipTransferSchema,
  ownershipTransferResponseSchema,
  startOwnershipTransferSchema,
} from '../team/ownership-schemas';
import {
  assigneesResponseSchema,
  changeRoleSchema,
  invitationPreviewSchema,
  invitationResponseSchema,
  inviteMemberSchema,
  memberResponseSchema,
  setAssigneesSchema,
  teamResponseSchema,
  workspacesResponseSchema,
} from '../team/team-schemas';
import { defineRoutes } from './define-routes';

/** The workspace's team, invitations (sent, previewed, accepted) and the workspace switcher. */
export const TEAM_ROUTES = defineRoutes({
  'GET /api/team': { response: teamResponseSchema },
  'POST /api/team/invitations': { body: inviteMemberSchema, response: invitationResponseSchema },
  'POST /api/team/invitations/{id}/resend': { response: invitationResponseSchema },
  'DELETE /api/team/invitations/{id}': { response: okResponseSchema },
  'PATCH /api/team/members/{userId}': { body: changeRoleSchema, response: memberResponseSchema },
  'DELETE /api/team/members/{userId}': { response: okResponseSchema },
  'POST /api/team/leave': { response: okResponseSchema },
  'GET /api/team/ownership-transfer': { response: ownershipTransferResponseSchema },
  'POST /api/team/ownership-transfer': {
    body: startOwnershipTransferSchema,
    response: ownershipTransferResponseSchema,
  },
  'DELETE /api/team/ownership-transfer': { response: okResponseSchema },
  'POST /api/team/ownership-transfer/accept': { body: acceptOwnershipTransferSchema, response: okResponseSchema },
  'GET /api/workspaces': { response: workspacesResponseSchema },
  'POST /api/workspaces/{id}/switch': { response: okResponseSchema },
  'GET /api/invitations/{token}': { response: invitationPreviewSchema },
  'POST /api/invitations/{token}/accept': { response: okResponseSchema },
  'PUT /api/clients/{id}/assignees': { body: setAssigneesSchema, response: assigneesResponseSchema },
});
