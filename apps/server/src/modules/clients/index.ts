// The clients area's door: what other areas may use of it (the only import path into it).
export { type CardFilter, cardQuery, clientQuery, toCard } from './client-cards';
export { clientSearchMatches } from './client-search';
export { archiveClient, createClient, updateClient } from './client-service';
export { findUnsubscribeTarget, unsubscribeClient } from './email-unsubscribe';
export { newShareToken, verifyPortalPassword } from './portal-access';
