import { jsonContent, type Router } from '../../../platform/http/openapi';
import { v1MeOf } from '../public-api/me';
import { v1Route } from './v1-route';
import { v1Me } from './v1-schemas';

/** Whose workspace a key opens: the connection test of Zapier, Make or n8n, and the account's label there. */
export function v1MeRoutes(r: Router) {
  r.openapi(
    v1Route('GET /api/v1/me', {
      tag: 'Account',
      summary: "The key's workspace and its Owner (checks a key works)",
      ok: { status: 200, content: jsonContent(v1Me, 'The workspace') },
    }),
    async (c) => c.json(await v1MeOf(c.get('owner')), 200),
  );
}
