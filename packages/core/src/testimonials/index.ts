export * from './testimonial-api';
export * from './testimonial-responses';
export * from './testimonial-schemas';
export * from './testimonial-statuses';
