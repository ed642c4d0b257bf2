// The reminders area's door: what other areas may use of it (the only import path into it).
export { getClientEmailStatus } from './client-email-status';
export { setClientReminders } from './client-reminders';
export { type Recipient, readReminderRecipients } from './reminder-recipients';
export { REMINDER_CANDIDATES, type ReminderRow, reminderRows, reminderState } from './reminder-rows';
export { remind } from './reminder-sweep';
