import { z } from 'zod';
import { clientEmailStatusSchema } from '../email/email-schemas';
import { text } from '../text';

/**
 * Journey insights (issue 23): the API's inputs and answers, shared by the server and the web.
 * Clients are counted by the day they were added (their cohort): a period picks the clients
 * added in it, and everything shown follows those clients (docs/decisions/028-journey-insights.md).
 */

export const INSIGHT_PERIODS = ['30d', '90d', '365d', 'all'] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
export const DEFAULT_INSIGHT_PERIOD: InsightPeriod = '90d';

/** Which clients: still on their journey, finished, or every one (archived included). */
export const INSIGHT_SCOPES = ['active', 'completed', 'all'] as const;
export type InsightScope = (typeof INSIGHT_SCOPES)[number];

export const DEFAULT_STUCK_DAYS = 7;
/** 0 lists every client waiting at all (the threshold is "longer than"). */
export const MIN_STUCK_DAYS = 0;
export const MAX_STUCK_DAYS = 365;
/** Stuck clients come a keyset page at a time ('Show more'). */
export const STUCK_PAGE_SIZE = 25;
/** Overdue clients too. */
export const OVERDUE_PAGE_SIZE = 25;

export const INSIGHT_MESSAGES = {
  badPeriod: 'Choose a period: 30d, 90d, 365d or all',
  badScope: 'Choose which clients: active, completed or all',
  stuckDaysRange: `Choose ${MIN_STUCK_DAYS} to ${MAX_STUCK_DAYS} days`,
  journeyNotFound: 'Journey not found',
  invalidCursor: 'Invalid page cursor',
} as const;

/** Journey ids are uuids or built-ins' `builtin-{slug}`: anything else names no journey. */
const isJourneyId = (id: string) => /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/.test(id);

export const insightsQuerySchema = z.object({
  period: z.enum(INSIGHT_PERIODS, { error: INSIGHT_MESSAGES.badPeriod }).default(DEFAULT_INSIGHT_PERIOD),
  clients: z.enum(INSIGHT_SCOPES, { error: INSIGHT_MESSAGES.badScope }).default('all'),
});
export type InsightsQuery = z.input<typeof insightsQuerySchema>;

export const stuckQuerySchema = z.object({
  /** Only this journey's clients; every journey when absent. */
  journeyId: text({ label: 'Journey', error: INSIGHT_MESSAGES.journeyNotFound })
    .refine(isJourneyId, INSIGHT_MESSAGES.journeyNotFound)
    .optional(),
  days: z.coerce
    .number({ error: INSIGHT_MESSAGES.stuckDaysRange })
    .int(INSIGHT_MESSAGES.stuckDaysRange)
    .min(MIN_STUCK_DAYS, INSIGHT_MESSAGES.stuckDaysRange)
    .max(MAX_STUCK_DAYS, INSIGHT_MESSAGES.stuckDaysRange)
    .default(DEFAULT_STUCK_DAYS),
  /** `nextCursor` of the previous page. */
  cursor: text()
    .max(200, INSIGHT_MESSAGES.invalidCursor)
    .optional()
    .transform((s) => s || undefined),
});
export type StuckQuery = z.input<typeof stuckQuerySchema>;

export const overdueQuerySchema = z.object({
  /** Only this journey's clients; every journey when absent. */
  journeyId: text({ label: 'Journey', error: INSIGHT_MESSAGES.journeyNotFound })
    .refine(isJourneyId, INSIGHT_MESSAGES.journeyNotFound)
    .optional(),
  /** `nextCursor` of the previous page. */
  cursor: text()
    .max(200, INSIGHT_MESSAGES.invalidCursor)
    .optional()
    .transform((s) => s || undefined),
});
export type OverdueQuery = z.input<typeof overdueQuerySchema>;

/** The period the answer covers: clients added from `from` (null: since the start) to `to` (ISO days, UTC). */
const periodSchema = z.object({ key: z.enum(INSIGHT_PERIODS), from: z.string().nullable(), to: z.string() });

/**
 * Durations, bucketed (core's DURATION_BUCKETS): the percentiles are the upper bound of the
 * bucket holding that rank (nearest rank), so they read "within 3 days". Null when nobody counts.
 */
export const durationStatsSchema = z.object({
  count: z.number(),
  medianSeconds: z.number().nullable(),
  p90Seconds: z.number().nullable(),
  /**
   * Every bucket up to the last one used, empty ones included, for a small distribution chart;
   * `upToSeconds` null is the last bucket, more than a year (a percentile there is null too).
   */
  histogram: z.array(z.object({ upToSeconds: z.number().nullable(), count: z.number() })),
});
export type DurationStats = z.output<typeof durationStatsSchema>;

export const funnelStageSchema = z.object({
  stageId: z.string(),
  name: z.string(),
  order: z.number(),
  phase: z.string(),
  /** Clients of the cohort who submitted this stage (whatever they did before it). */
  submitted: z.number(),
  /** Active clients whose first unanswered stage this is. */
  waiting: z.number(),
  /** Times the owner sent this stage back for changes. */
  sentBack: z.number(),
  /** Clients of the cohort this stage does not apply to (conditional logic): its share leaves them out. */
  skipped: z.number(),
  /** From the stage's start (first view or draft; else the previous stage's submission, else the invitation) to its first submission. */
  time: durationStatsSchema,
});
export type FunnelStage = z.output<typeof funnelStageSchema>;

export const journeyInsightsSchema = z.object({
  journey: z.object({ id: z.string(), name: z.string() }),
  period: periodSchema,
  clients: z.enum(INSIGHT_SCOPES),
  /** Invited = added (every client has a portal link); opened = the portal seen at least once. */
  invited: z.number(),
  opened: z.number(),
  completed: z.number(),
  /** The journey's live stages in order; stages deleted since keep no bar. */
  stages: z.array(funnelStageSchema),
  /** The stage most active clients are waiting on; null when none wait. */
  stopStage: z.object({ stageId: z.string(), name: z.string(), waiting: z.number() }).nullable(),
  /** Up to three stages sent back most often (only those sent back at least once). */
  mostSentBack: z.array(z.object({ stageId: z.string(), name: z.string(), sentBack: z.number() })),
  timeToComplete: durationStatsSchema,
});
export type JourneyInsights = z.output<typeof journeyInsightsSchema>;
export const journeyInsightsResponseSchema = z.object({ insights: journeyInsightsSchema });

export const journeyInsightsRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  invited: z.number(),
  opened: z.number(),
  completed: z.number(),
  /** completed / invited, 0–1; null with no clients. */
  completionRate: z.number().nullable(),
  medianSecondsToComplete: z.number().nullable(),
  stopStage: z.object({ stageId: z.string(), name: z.string(), waiting: z.number() }).nullable(),
});
export type JourneyInsightsRow = z.output<typeof journeyInsightsRowSchema>;

/** The whole workspace: one row per journey with clients in the period, and the totals. */
export const workspaceInsightsResponseSchema = z.object({
  period: periodSchema,
  clients: z.enum(INSIGHT_SCOPES),
  totals: z.object({
    invited: z.number(),
    opened: z.number(),
    completed: z.number(),
    completionRate: z.number().nullable(),
    timeToComplete: durationStatsSchema,
  }),
  journeys: z.array(journeyInsightsRowSchema),
});
export type WorkspaceInsights = z.output<typeof workspaceInsightsResponseSchema>;

/** The dashboard's card: the last 30 days against the 30 before. */
const windowSchema = z.object({
  from: z.string(),
  to: z.string(),
  invited: z.number(),
  completed: z.number(),
  completionRate: z.number().nullable(),
  medianSecondsToComplete: z.number().nullable(),
});
export const insightSummaryResponseSchema = z.object({ current: windowSchema, previous: windowSchema });
export type InsightSummary = z.output<typeof insightSummaryResponseSchema>;

export const stuckClientSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  projectName: z.string(),
  journey: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The first stage still without an answer. */
  stage: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Since the client's last progress (the last first submission of a stage, else when added). */
  waitingSince: z.string(),
  daysWaiting: z.number(),
  lastReminderAt: z.string().nullable(),
  /** Why 'Send reminder now' cannot send (core's reminder stops, or already reminded today); null when it can. */
  reminderBlockedBy: z.string().nullable(),
});
export type StuckClient = z.output<typeof stuckClientSchema>;
export const stuckClientsResponseSchema = z.object({
  thresholdDays: z.number(),
  /** Oldest first, STUCK_PAGE_SIZE at most. */
  clients: z.array(stuckClientSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

/** An active client with a stage past its due date on their clock (the dashboard's list and insights'). */
export const overdueClientSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  projectName: z.string(),
  journey: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The most overdue stage (the earliest date). */
  stage: z.object({ id: z.string(), name: z.string() }),
  /** Its due date, 'YYYY-MM-DD'. */
  dueOn: z.string(),
  /** Today on the client's clock, 'YYYY-MM-DD' (core's dueLabel(dueOn, today): "Overdue by 3 days"). */
  today: z.string(),
  daysOverdue: z.number(),
  /** The client's stages overdue, this one included. */
  overdueStages: z.number(),
});
export type OverdueClient = z.output<typeof overdueClientSchema>;
export const overdueClientsResponseSchema = z.object({
  /** Most overdue first, OVERDUE_PAGE_SIZE at most. */
  clients: z.array(overdueClientSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type OverdueClientsResponse = z.output<typeof overdueClientsResponseSchema>;

/** 'Send reminder now': queued now, or (quiet hours on the client's clock) at 08:00 their time. */
export const sendReminderResponseSchema = z.object({
  reminder: z.object({ sendAt: z.string(), scheduled: z.boolean() }),
  email: clientEmailStatusSchema,
});
export type SendReminderResponse = z.output<typeof sendReminderResponseSchema>;
