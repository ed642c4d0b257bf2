export * from './contact-messages';
export * from './contact-schemas';
