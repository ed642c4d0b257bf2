export * from './due-reminder-email';
export * from './email-block';
export * from './email-schemas';
export * from './invitation-template';
export * from './reminder-email';
export * from './reminder-schedule';
export * from './zoned-time';
