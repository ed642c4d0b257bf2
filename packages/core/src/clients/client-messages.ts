/** Client texts, apart from the API schemas so list pages need not load zod. */
import { plural } from '../plural';

/** The shortest portal password the owner can set. */
export const PORTAL_PASSWORD_MIN_LENGTH = 6;

/** Add-client form (docs/product.md#adding-a-client). */
export const CLIENT_VALIDATION = {
  projectNameRequired: 'Project name is required',
  clientNameRequired: 'Client name is required',
  invalidEmail: 'Please enter a valid email address',
  journeyRequired: 'Select a journey for this client',
  passwordTooShort: `Password must be at least ${PORTAL_PASSWORD_MIN_LENGTH} characters`,
  passwordHintNew: `At least ${PORTAL_PASSWORD_MIN_LENGTH} characters. Leave empty to open the portal with the link alone.`,
  passwordHintChange: `At least ${PORTAL_PASSWORD_MIN_LENGTH} characters. Share it with your client separately.`,
} as const;

/** Clients toasts, errors and confirm texts */
export const CLIENT_MESSAGES = {
  created: 'Client created successfully!',
  archived: 'Client archived',
  restored: 'Client restored',
  deleted: 'Client deleted successfully',
  linkCopied: 'Client portal link copied to clipboard',
  updated: 'Client updated successfully!',
  passwordSet: 'Portal password saved',
  passwordRemoved: 'Portal password removed',
  linkRegenerated: 'New portal link created. The old link no longer works.',
  createFailed: 'Failed to create client. Please try again.',
  createUnexpected: 'Unexpected error creating client. Please try again.',
  createJourneyFirst: 'Create a journey before adding a client',
  notFound: 'Client not found',
  notFoundDetail: 'This client may have been deleted.',
  loadFailed: 'Unable to load clients',
  loadFailedAction: 'Refresh and try again',
  loadClientFailed: 'Failed to load client data',
  noClients: 'No clients yet',
  addFirstClient: 'Add Your First Client',
  noArchivedClients: 'No archived clients',
  noJourneyAssigned: 'No journey assigned',
  noJourneyAssignedTitle: 'No Journey Assigned',
  /** The client used an email's unsubscribe link (issue 20); the owner cannot undo it. */
  emailUnsubscribed: 'Unsubscribed from emails',
  emailUnsubscribedDetail: (date: string) =>
    `This client unsubscribed on ${date}. Invitations and reminders are no longer emailed to them; share the portal link yourself.`,
  noSubmissions: 'No submissions yet',
  noSubmissionsDetail: 'When your client completes a stage in their portal, their answers appear here.',
  loadSubmissionsFailed: 'Could not load submissions',
  deleteConfirm: (name: string) =>
    `Are you sure you want to delete "${name}"? This will remove all their submissions and data. This cannot be undone.`,
  journeyChangeWarning:
    'Changing the journey starts this client at its first step. Answers already given stay attached to the stages they answered.',
  regenerateConfirm: 'Create a new portal link? The current link will stop working immediately.',
  removePasswordConfirm: 'Remove the portal password? Anyone with the link will be able to open the portal.',
  showArchived: (count: number) => `Show Archived (${count})`,
  hideArchived: 'Hide Archived',
} as const;

/** Dashboard texts (docs/product.md#dashboard). */
export const DASHBOARD_MESSAGES = {
  activeClients: 'Active Clients',
  submissions: 'Submissions',
  testimonials: 'Testimonials',
  createFirstClient: 'Create Your First Client',
  recentClients: 'Recent Clients',
  loadFailed: 'Could not load your dashboard',
  checklistTitle: 'Get started',
  checklistProgress: (done: number, total: number) => `${done} of ${total} done`,
  checklistBranding: 'Add your branding',
  checklistBrandingDetail: 'Your name, logo and colour on every client portal.',
  checklistBrandingAction: 'Set up branding',
  checklistJourney: 'Create your first journey',
  checklistJourneyDetail: 'Pick a starter template or build the stages your clients go through.',
  checklistJourneyAction: 'Open Journeys',
  checklistClient: 'Add your first client',
  checklistClientDetail: 'Give them a journey and their own private portal.',
  checklistClientAction: 'Add Client',
  checklistSubmission: 'Get your first submission',
  checklistSubmissionDetail: 'Send a client their portal link; their answers arrive in Submissions.',
  checklistSubmissionAction: 'Share Portal Link',
  checklistReopenSetup: 'Reopen setup',
  checklistDismiss: 'Dismiss checklist',
  checklistDismissed: 'Checklist hidden',
  checklistDismissFailed: 'Could not hide the checklist. Please try again.',
} as const;

/**
 * "Overdue": an active client with a stage past its due date on the client's clock, in the client
 * list (filter and card badge), the dashboard and insights.
 */
export const OVERDUE_MESSAGES = {
  filter: 'Overdue',
  /** The list's filter with how many: "Overdue (3)". */
  filterCount: (clients: number) => `Overdue (${clients})`,
  badFilter: 'Choose a due-date filter: overdue',
  badge: 'Overdue',
  /** The card badge's name for a screen reader: "2 stages overdue". */
  badgeLabel: (stages: number) => `${plural(stages, 'stage')} overdue`,
  /** Beside the most overdue stage when more are: "+1 more". */
  moreStages: (more: number) => `+${more} more`,
  noOverdueClients: 'No overdue clients',
  noOverdueClientsDetail:
    'Every active client is within their due dates. Clients with a stage past its date show here.',
  showAllClients: 'Show all clients',
  dashboardStat: 'Overdue',
  heading: 'Overdue clients',
  description: 'Active clients with a stage past its due date, most overdue first.',
  noneOverdue: 'Nothing is overdue',
  noneOverdueDetail: 'Every active client is on time with their stages.',
  loading: 'Loading overdue clients...',
  loadFailed: "We couldn't load the overdue clients.",
  viewAll: 'View all',
  /** Before a due date: "Due Mar 5". */
  due: 'Due',
  openClient: (name: string) => `Open client ${name}`,
} as const;
