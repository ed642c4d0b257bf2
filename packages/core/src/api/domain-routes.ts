import { customDomainInputSchema, domainSettingsResponseSchema, subdomainInputSchema } from '../domains/domain-schemas';
import { defineRoutes } from './define-routes';

/**
 * Portal domains (issue 23): the owner's subdomain and custom domain. The TLS ask
 * (`GET /api/domains/tls-allowed`, an empty 200 or 404 for a reverse proxy) is only in the
 * OpenAPI document.
 */
export const DOMAIN_ROUTES = defineRoutes({
  'GET /api/settings/domain': { response: domainSettingsResponseSchema },
  'PUT /api/settings/domain/subdomain': { body: subdomainInputSchema, response: domainSettingsResponseSchema },
  'DELETE /api/settings/domain/subdomain': { response: domainSettingsResponseSchema },
  'PUT /api/settings/domain/custom': { body: customDomainInputSchema, response: domainSettingsResponseSchema },
  'DELETE /api/settings/domain/custom': { response: domainSettingsResponseSchema },
  'POST /api/settings/domain/check': { response: domainSettingsResponseSchema },
});
