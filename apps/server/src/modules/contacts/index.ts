// The contacts area's door: what other areas may use of it (the only import path into it).
export { contactRoutes } from './contact-routes';
export { getContact, listContacts } from './contact-rows';
export { addContact } from './contact-service';
