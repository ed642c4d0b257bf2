export * from './erasure-api';
export * from './erasure-messages';
