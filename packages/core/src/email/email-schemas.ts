import { z } from 'zod';
import { dueReminderOffsetsSchema } from '../journeys/due-rule-schema';
import { isTimeZone } from '../settings/timezones';
import { text } from '../text';
import {
  INVITATION_BODY_MAX,
  INVITATION_SUBJECT_MAX,
  TEMPLATE_MESSAGES as M,
  templateProblem,
} from './invitation-template';
import { MAX_REMINDER_INTERVAL_DAYS, MIN_REMINDER_INTERVAL_DAYS, REMINDER_STOPS } from './reminder-schedule';

/** The email API's inputs and answers (issue 20), shared by the server and the settings forms. */

export const EMAIL_MESSAGES = {
  intervalRange: `Choose every ${MIN_REMINDER_INTERVAL_DAYS} to ${MAX_REMINDER_INTERVAL_DAYS} days`,
  invalidReminderMode: 'Choose how this client is reminded',
  invalidTimezone: 'Unknown time zone',
  testSent: (to: string) => `Test email sent to ${to}`,
  invitationQueued: 'Invitation on its way',
  noEmail: 'Add an email address for this client first',
  unsubscribed: 'This client unsubscribed from your emails',
  bouncing: "This client's email address refused our mail. Change the address to send again.",
  archived: 'Restore this client to email them',
} as const;

const subject = text({ label: 'Subject', error: M.subjectRequired })
  .trim()
  .min(1, M.subjectRequired)
  .max(INVITATION_SUBJECT_MAX, M.subjectTooLong)
  .superRefine((value, ctx) => {
    const problem = templateProblem(value, 'subject');
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const body = text({ label: 'Message', error: M.bodyRequired })
  .trim()
  .min(1, M.bodyRequired)
  .max(INVITATION_BODY_MAX, M.bodyTooLong)
  .superRefine((value, ctx) => {
    const problem = templateProblem(value, 'body');
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const intervalDays = z
  .number({ error: EMAIL_MESSAGES.intervalRange })
  .int(EMAIL_MESSAGES.intervalRange)
  .min(MIN_REMINDER_INTERVAL_DAYS, EMAIL_MESSAGES.intervalRange)
  .max(MAX_REMINDER_INTERVAL_DAYS, EMAIL_MESSAGES.intervalRange);

/** The invitation template and the workspace's reminders. */
export const emailSettingsSchema = z.object({
  invitationSubject: z.string(),
  invitationBody: z.string(),
  /** Both parts are the built-in default (never edited, or reset). */
  usesDefaultTemplate: z.boolean(),
  remindersEnabled: z.boolean(),
  reminderIntervalDays: z.number(),
  /** Due-date reminders: days relative to a stage's due date (-2: two days before), in date order. */
  dueReminderOffsets: z.array(z.number()),
});
export type EmailSettings = z.output<typeof emailSettingsSchema>;
export const emailSettingsResponseSchema = z.object({ settings: emailSettingsSchema });

/** Only the keys sent change; null for a template part goes back to the default. */
export const emailSettingsPatchSchema = z.strictObject({
  invitationSubject: subject.nullable().optional(),
  invitationBody: body.nullable().optional(),
  remindersEnabled: z.boolean().optional(),
  reminderIntervalDays: intervalDays.optional(),
  dueReminderOffsets: dueReminderOffsetsSchema.optional(),
});

/** 'Send test email': the template as it is in the form, saved or not. */
export const testInvitationSchema = z.strictObject({ invitationSubject: subject, invitationBody: body });
export const testInvitationResponseSchema = z.object({ sentTo: z.string() });

/**
 * What happened to a client that a notification email tells the owner (the weekly summary is apart).
 * The agreement kinds (issue 34) ask the owner's side to act: all contacts signed and the
 * countersignature is next, or a contact declined. A payment received (issue 35) is news the owner
 * always gets.
 */
export const OWNER_NOTIFICATION_KINDS = [
  'submission',
  'testimonial',
  'milestone',
  'agreement_signed',
  'agreement_declined',
  'payment_received',
] as const;
export type OwnerNotificationKind = (typeof OWNER_NOTIFICATION_KINDS)[number];

/** The owner's four notification emails (decisions: "Notification toggles"), all on by default. */
export const notificationSettingsSchema = z.object({
  submission: z.boolean(),
  testimonial: z.boolean(),
  milestone: z.boolean(),
  weeklySummary: z.boolean(),
});
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;
export const notificationSettingsResponseSchema = z.object({ notifications: notificationSettingsSchema });
export const notificationSettingsPatchSchema = z.strictObject({
  submission: z.boolean().optional(),
  testimonial: z.boolean().optional(),
  milestone: z.boolean().optional(),
  weeklySummary: z.boolean().optional(),
});

/** A client's reminders: the workspace's schedule, off, or every N days of its own. */
export const clientRemindersSchema = z.discriminatedUnion(
  'mode',
  [
    z.strictObject({ mode: z.literal('workspace') }),
    z.strictObject({ mode: z.literal('off') }),
    z.strictObject({ mode: z.literal('custom'), intervalDays }),
  ],
  { error: EMAIL_MESSAGES.invalidReminderMode },
);
export type ClientRemindersInput = z.input<typeof clientRemindersSchema>;

/** Why nothing can be emailed to the client now; null when mail can go. */
export const EMAIL_BLOCKS = ['no-email', 'unsubscribed', 'bouncing', 'archived'] as const;

/** Everything the client page shows about email to this client. */
export const clientEmailStatusSchema = z.object({
  address: z.string().nullable(),
  blockedBy: z.enum(EMAIL_BLOCKS).nullable(),
  unsubscribedAt: z.string().nullable(),
  bouncedAt: z.string().nullable(),
  /** The SMTP server's refusal, as it answered. */
  bounceReason: z.string().nullable(),
  invitation: z.object({
    /** The last 'Send invitation' (ISO); null when never asked. */
    queuedAt: z.string().nullable(),
    /** When the SMTP server accepted the last one; before that it is still on its way. */
    sentAt: z.string().nullable(),
  }),
  reminders: z.object({
    mode: z.enum(['workspace', 'off', 'custom']),
    /** The client's own interval (mode 'custom'). */
    intervalDays: z.number().nullable(),
    workspaceEnabled: z.boolean(),
    workspaceIntervalDays: z.number(),
    lastAt: z.string().nullable(),
    /**
     * The client's other contacts reminders reach (an address, not unsubscribed, not bouncing):
     * while there is one, an unreachable primary is skipped and reminders go on.
     */
    otherContacts: z.number(),
    /** The next reminder (ISO), or null with the reason in `stoppedBy`. */
    nextAt: z.string().nullable(),
    stoppedBy: z.enum(REMINDER_STOPS).nullable(),
    timeZone: z.string(),
  }),
  /** Who pressed 'Send reminder now' for the last reminder (their name then); null: the schedule sent it. */
  lastReminderBy: z.string().nullable(),
});
export type ClientEmailStatus = z.output<typeof clientEmailStatusSchema>;
export const clientEmailResponseSchema = z.object({ email: clientEmailStatusSchema });

/**
 * The portal's "seen" beacon: the visit, and the browser's time zone for reminders; with
 * `stageId` when the client opened that stage's form (its first view starts the stage for the
 * journey insights; an id that is no open stage of theirs changes nothing).
 */
export const portalSeenSchema = z.strictObject({
  timeZone: text({ label: 'Time zone', error: EMAIL_MESSAGES.invalidTimezone })
    .refine(isTimeZone, EMAIL_MESSAGES.invalidTimezone)
    .optional(),
  stageId: text({ label: 'Stage' }).max(128).optional(),
});
