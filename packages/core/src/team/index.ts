export * from './invitation-rules';
export * from './ownership-schemas';
export * from './roles';
export * from './route-actions';
export * from './team-messages';
export * from './team-schemas';
