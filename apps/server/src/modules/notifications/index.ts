// The notifications area's door: what other areas may use of it (the only import path into it).
export { type NotifyOptions, notificationKindOf, recordOwnerNotification } from './owner-notifications';
