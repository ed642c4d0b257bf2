import type { ApiRoute } from '../api/api-routes';
import type { RoleAction } from './roles';

/** Owner routes that answer a file, so are only in the OpenAPI document, not in core's contract. */
type FileRoute =
  | 'GET /api/clients/{clientId}/attachments/{attachmentId}'
  | 'GET /api/clients/{id}/data-export'
  | 'GET /api/testimonials/{id}/export/{format}'
  | 'GET /api/clients/{clientId}/agreements/{agreementId}/document'
  | 'GET /api/clients/{clientId}/agreements/{agreementId}/final'
  | 'GET /api/portal/{token}/agreements/{agreementId}/document'
  | 'GET /api/portal/{token}/agreements/{agreementId}/final'
  | 'GET /api/v1/agreements/{id}/final'
  | 'GET /api/clients/{clientId}/invoices/{invoiceId}/pdf'
  | 'GET /api/clients/{clientId}/invoices/{invoiceId}/receipt'
  | 'GET /api/clients/{clientId}/credit-notes/{creditNoteId}/pdf'
  | 'GET /api/payments/export.csv'
  | 'GET /api/portal/{token}/invoices/{invoiceId}/pdf'
  | 'GET /api/portal/{token}/invoices/{invoiceId}/receipt'
  | 'GET /api/portal/{token}/credit-notes/{creditNoteId}/pdf'
  | 'GET /api/v1/invoices/{id}/pdf'
  | 'GET /api/workspace-exports/{id}/download';
export type OwnerRouteKey = ApiRoute | FileRoute;

/**
 * The action each owner route takes, so the server checks the role once for all of them and the
 * web hides what a role cannot open. `null`: not a workspace route (public, the portal, sign-in,
 * provider webhooks): no role applies. Typed over every route key, so a new route must be placed;
 * a server test checks every owner route of the OpenAPI document against this table.
 */
export const ROUTE_ACTIONS: Record<OwnerRouteKey, RoleAction | null> = {
  'GET /api/health': null,
  'GET /api/site': null,
  'GET /api/auth/get-session': null,
  'POST /api/auth/sign-in/email': null,
  'POST /api/auth/sign-up/email': null,
  'POST /api/auth/sign-out': null,
  'POST /api/auth/request-password-reset': null,
  'POST /api/auth/reset-password': null,
  'GET /api/password-reset/verify': null,
  'GET /api/portal/{token}': null,
  'POST /api/portal/{token}/seen': null,
  'POST /api/portal/{token}/session': null,
  'POST /api/portal/{token}/uploads': null,
  'PUT /api/portal/{token}/stages/{stageId}/draft': null,
  'POST /api/portal/{token}/stages/{stageId}/submit': null,
  'POST /api/portal/{token}/deliverables/{deliverableId}/review': null,
  'POST /api/portal/{token}/agreements/{agreementId}/viewed': null,
  'POST /api/portal/{token}/agreements/{agreementId}/consent': null,
  'POST /api/portal/{token}/agreements/{agreementId}/code': null,
  'POST /api/portal/{token}/agreements/{agreementId}/code/verify': null,
  'POST /api/portal/{token}/agreements/{agreementId}/sign': null,
  'POST /api/portal/{token}/agreements/{agreementId}/decline': null,
  'GET /api/portal/{token}/agreements/{agreementId}/document': null,
  'GET /api/portal/{token}/agreements/{agreementId}/final': null,
  'POST /api/agreements/verify': null,
  'POST /api/portal/{token}/payments/{stageId}/plan': null,
  'POST /api/portal/{token}/invoices/{invoiceId}/checkout': null,
  'GET /api/portal/{token}/invoices/{invoiceId}/pdf': null,
  'GET /api/portal/{token}/invoices/{invoiceId}/receipt': null,
  'GET /api/portal/{token}/credit-notes/{creditNoteId}/pdf': null,
  'POST /api/payments/webhooks/stripe': null,
  // The public API's key is its own guard (read-only keys included: it only reads).
  'GET /api/v1/agreements/{id}/final': null,
  'GET /api/v1/invoices/{id}/pdf': null,
  'GET /api/public/widgets/{widgetId}': null,
  'POST /api/billing/webhook': null,
  'GET /api/billing/plans': null,
  'GET /api/billing/test/checkout/{id}': null,
  'POST /api/billing/test/checkout/{id}/complete': null,
  'POST /api/billing/test/checkout/{id}/decline': null,
  'GET /api/billing/test/portal/{id}': null,
  'POST /api/billing/test/portal/{id}/action': null,

  'GET /api/me': 'account.self',
  'PATCH /api/account': 'account.self',
  'POST /api/account/password': 'account.self',
  'DELETE /api/account': 'account.self',
  'GET /api/billing/subscription': 'account.self',

  // Reading them too: the business details and the account are the Owner's and Admins' (the web hides the page).
  // Read by everyone who edits journeys: a payment stage is priced in the workspace's currency and rates.
  'GET /api/settings/payments': 'journeys.manage',
  'PUT /api/settings/payments': 'payments.manage',
  'POST /api/settings/payments/connect': 'payments.manage',

  'POST /api/billing/checkout': 'billing.manage',
  'POST /api/billing/portal': 'billing.manage',

  'POST /api/workspace-exports': 'workspace.export',
  'GET /api/workspace-exports': 'workspace.export',
  'GET /api/workspace-exports/{id}/download': 'workspace.export',

  'GET /api/journeys': 'journeys.manage',
  'POST /api/journeys': 'journeys.manage',
  'POST /api/journeys/quick': 'journeys.manage',
  'GET /api/journeys/{id}': 'journeys.manage',
  'PUT /api/journeys/{id}': 'journeys.manage',
  'DELETE /api/journeys/{id}': 'journeys.manage',
  'POST /api/journeys/{id}/duplicate': 'journeys.manage',
  'POST /api/journeys/{id}/agreement-documents/uploads': 'journeys.manage',

  'GET /api/dashboard': 'clients.work',
  'GET /api/clients': 'clients.work',
  'POST /api/clients': 'clients.work',
  'GET /api/clients/{id}': 'clients.work',
  'PATCH /api/clients/{id}': 'clients.work',
  'GET /api/clients/{id}/contacts': 'clients.work',
  'POST /api/clients/{id}/contacts': 'clients.work',
  'PATCH /api/clients/{id}/contacts/{contactId}': 'clients.work',
  'DELETE /api/clients/{id}/contacts/{contactId}': 'clients.work',
  'POST /api/clients/{id}/contacts/{contactId}/primary': 'clients.work',
  'POST /api/clients/{id}/contacts/{contactId}/invitation': 'clients.work',
  'GET /api/clients/{id}/agreements': 'clients.work',
  'POST /api/clients/{id}/agreements': 'clients.work',
  'POST /api/clients/{id}/agreements/{agreementId}/void': 'clients.work',
  // Only the countersigner the agreement names may sign (the service checks who).
  'POST /api/clients/{id}/agreements/{agreementId}/countersign': 'agreements.countersign',
  // A Member sees the payments of their assigned clients only (the server filters /api/payments).
  'GET /api/clients/{id}/payments': 'clients.work',
  'POST /api/clients/{id}/invoices/{invoiceId}/void': 'clients.work',
  'GET /api/payments': 'clients.work',
  // Due dates: a Member reads and moves them on their assigned clients only (the guard).
  'GET /api/clients/{id}/due-dates': 'clients.work',
  'GET /api/clients/{id}/history': 'clients.work',
  'PUT /api/clients/{id}/due-dates/{stageId}': 'clients.work',
  'DELETE /api/clients/{id}': 'clients.work',
  'POST /api/clients/{id}/erasure': 'clients.erase',
  'POST /api/clients/{id}/archive': 'clients.work',
  'POST /api/clients/{id}/restore': 'clients.work',
  'POST /api/clients/{id}/invitation': 'clients.work',
  'POST /api/clients/{id}/regenerate-link': 'clients.work',
  'PUT /api/clients/{id}/password': 'clients.work',
  'DELETE /api/clients/{id}/password': 'clients.work',
  'PUT /api/clients/{id}/reminders': 'clients.work',
  'POST /api/clients/{id}/reminders/send': 'clients.work',
  'GET /api/clients/{id}/email': 'clients.work',
  'GET /api/clients/{id}/submissions': 'clients.work',
  'GET /api/clients/{clientId}/deliverables': 'clients.work',
  'POST /api/clients/{clientId}/deliverables': 'clients.work',
  'POST /api/clients/{clientId}/deliverables/uploads': 'clients.work',
  'DELETE /api/clients/{clientId}/deliverables/{deliverableId}': 'clients.work',
  'GET /api/submissions': 'clients.work',
  'GET /api/submissions/filters': 'clients.work',
  'GET /api/submissions/{id}': 'clients.work',
  'POST /api/submissions/{id}/review': 'clients.work',
  'POST /api/submissions/{id}/request-changes': 'clients.work',
  'GET /api/testimonials': 'clients.work',
  'GET /api/testimonials/counts': 'clients.work',
  'GET /api/testimonials/{id}': 'clients.work',
  'POST /api/testimonials/{id}/approve': 'clients.work',
  'POST /api/testimonials/{id}/reject': 'clients.work',

  'GET /api/insights': 'insights.read',
  'GET /api/insights/summary': 'insights.read',
  'GET /api/insights/stuck': 'insights.read',
  'GET /api/insights/overdue': 'insights.read',
  'GET /api/journeys/{id}/insights': 'insights.read',

  'PATCH /api/testimonials/{id}/publishing': 'publishing.manage',
  'GET /api/publishing': 'publishing.manage',
  'PATCH /api/publishing': 'publishing.manage',
  'GET /api/widgets': 'publishing.manage',
  'POST /api/widgets': 'publishing.manage',
  'GET /api/widgets/{id}': 'publishing.manage',
  'PATCH /api/widgets/{id}': 'publishing.manage',
  'DELETE /api/widgets/{id}': 'publishing.manage',

  'GET /api/workspace': 'settings.manage',
  'PATCH /api/workspace': 'settings.manage',
  'POST /api/workspace/logo': 'settings.manage',
  'DELETE /api/workspace/logo': 'settings.manage',
  'GET /api/settings/email': 'settings.manage',
  'PATCH /api/settings/email': 'settings.manage',
  'POST /api/settings/email/test': 'settings.manage',
  'GET /api/settings/notifications': 'settings.manage',
  'PATCH /api/settings/notifications': 'settings.manage',
  'GET /api/settings/domain': 'settings.manage',
  'PUT /api/settings/domain/subdomain': 'settings.manage',
  'DELETE /api/settings/domain/subdomain': 'settings.manage',
  'PUT /api/settings/domain/custom': 'settings.manage',
  'DELETE /api/settings/domain/custom': 'settings.manage',
  'POST /api/settings/domain/check': 'settings.manage',
  'GET /api/api-keys': 'settings.manage',
  'POST /api/api-keys': 'settings.manage',
  'DELETE /api/api-keys/{id}': 'settings.manage',
  'GET /api/webhooks': 'settings.manage',
  'POST /api/webhooks': 'settings.manage',
  'GET /api/webhooks/{id}': 'settings.manage',
  'PATCH /api/webhooks/{id}': 'settings.manage',
  'DELETE /api/webhooks/{id}': 'settings.manage',
  'POST /api/webhooks/{id}/test': 'settings.manage',
  'POST /api/webhooks/{id}/rotate-secret': 'settings.manage',
  'GET /api/webhooks/{id}/messages': 'settings.manage',
  'POST /api/webhooks/{id}/messages/{messageId}/resend': 'settings.manage',

  'GET /api/team': 'team.manage',
  'POST /api/team/invitations': 'team.manage',
  'POST /api/team/invitations/{id}/resend': 'team.manage',
  'DELETE /api/team/invitations/{id}': 'team.manage',
  'PATCH /api/team/members/{userId}': 'team.manage',
  'DELETE /api/team/members/{userId}': 'team.manage',
  'POST /api/team/leave': 'account.self',
  // Every role reads it: the Owner and Admins see a pending transfer, the new owner the one for them.
  'GET /api/team/ownership-transfer': 'account.self',
  'POST /api/team/ownership-transfer': 'ownership.transfer',
  'DELETE /api/team/ownership-transfer': 'ownership.transfer',
  // Only the member it names may accept (the service checks); that member may be an Admin or a Member.
  'POST /api/team/ownership-transfer/accept': 'account.self',
  'GET /api/workspaces': 'account.self',
  'POST /api/workspaces/{id}/switch': 'account.self',
  // An invitation is read before any workspace is joined, and accepted by a session of any role.
  'GET /api/invitations/{token}': null,
  'POST /api/invitations/{token}/accept': null,
  'PUT /api/clients/{id}/assignees': 'clients.assign',

  'GET /api/clients/{clientId}/attachments/{attachmentId}': 'clients.work',
  // A client's data as a zip (issue 38): a Member's for their assigned clients (the assigned-only guard).
  'GET /api/clients/{id}/data-export': 'clients.work',
  'GET /api/clients/{clientId}/agreements/{agreementId}/document': 'clients.work',
  'GET /api/clients/{clientId}/agreements/{agreementId}/final': 'clients.work',
  'GET /api/clients/{clientId}/invoices/{invoiceId}/pdf': 'clients.work',
  'GET /api/clients/{clientId}/invoices/{invoiceId}/receipt': 'clients.work',
  'GET /api/clients/{clientId}/credit-notes/{creditNoteId}/pdf': 'clients.work',
  'GET /api/payments/export.csv': 'clients.work',
  'GET /api/testimonials/{id}/export/{format}': 'publishing.manage',

  // The product's own admins (ADMIN_EMAILS), not a workspace's: its guard is its own.
  'GET /api/admin/landing': null,
};
