export * from './duration-buckets';
export * from './duration-stats';
export * from './funnel';
export * from './insight-blocks';
export * from './insight-period';
export * from './insights-schemas';
export * from './reminder-now';
