// The deadlines area's door: what other areas and app.ts may use of it (the only import path into it).
export { clientDueDates } from './client-due-dates';
export { deadlineRoutes } from './deadline-routes';
export { deadlineSubscriptions } from './deadline-subscribers';
export { type DueReminderSweepOptions, runDueReminderSweep } from './due-reminder-sweep';
export { DUE_REMINDER_SWEEP, workDueReminderSweep } from './due-reminder-sweep-job';
export {
  clientToday,
  countOverdueClients,
  listOverdueClients,
  type OverdueClientRow,
  type OverdueFilter,
  overdueClientIds,
  overdueStagesColumn,
  toOverdueClient,
} from './overdue-queries';
export { type OverdueSweepOptions, runOverdueSweep } from './overdue-sweep';
export { OVERDUE_SWEEP, workOverdueSweep } from './overdue-sweep-job';
export { refreshClientDueDates, refreshDueDates, refreshJourneyDueDates } from './refresh-due-dates';
