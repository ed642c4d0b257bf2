// The notifications area's door: what other areas may use of it (the only import path into it).
export { notificationSubscriptions } from './notification-subscribers';
export { DEFAULT_NOTIFICATION_DELAY_SECONDS } from './owner-notifications';
