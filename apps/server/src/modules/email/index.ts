// The email area's door: what other areas may use of it (the only import path into it).
export { type EmailLinks, renderClientEmail } from './client-email';
export { queueContactInvitation } from './contact-invitation';
export {
  BLOOM_BRAND,
  EMAIL_WORKSPACE_COLUMNS,
  type EmailWorkspace,
  toEmailWorkspace,
  workspaceBrand,
} from './email-brand';
export { queueInvitation } from './invitation';
export { type EmailList, renderEmail } from './render-email';
export { enqueueEmail } from './send-email-job';
export { passwordResetEmail } from './templates';
export type { UnsubscribeSubject } from './unsubscribe-token';
