export * from './auth-schemas';
export * from './journeys/builtin-journeys';
export * from './journeys/journey-api';
export * from './journeys/types';
export * from './messages';
export * from './password';
export * from './redirects';
export * from './variants';
