// The erasure area's door: what other areas may use of it (the only import path into it).
export { erasedClient404, erasedClientGuards } from './erased-guards';
export { erasureRoutes } from './erasure-routes';
