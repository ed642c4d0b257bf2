import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';

/**
 * The REST API's reference page at /docs/api: Swagger UI served from its package in node_modules
 * (no CDN), started by a script file of ours (the CSP stays `script-src 'self'`: nothing inline),
 * reading /api/v1/openapi.json. See docs/decisions/027-public-api.md.
 */
const ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;
type Asset = keyof typeof ASSETS;

const isAsset = (name: string): name is Asset => Object.hasOwn(ASSETS, name);

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bloom REST API</title>
<link rel="stylesheet" href="/docs/api/assets/swagger-ui.css">
</head>
<body>
<div id="api-reference"></div>
<script src="/docs/api/assets/swagger-ui-bundle.js"></script>
<script src="/docs/api/init.js"></script>
</body>
</html>
`;

const INIT = `window.addEventListener('load', function () {
  window.SwaggerUIBundle({
    url: '/api/v1/openapi.json',
    dom_id: '#api-reference',
    deepLinking: true,
    requestSnippetsEnabled: true,
    persistAuthorization: false,
  });
});
`;

const packageDir = () => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
/** Read once, kept: the bundle is about 1.5 MB and never changes while the server runs. */
const cache = new Map<Asset, Promise<Buffer>>();
const assetBytes = (name: Asset) => {
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = readFile(join(packageDir(), name));
    cache.set(name, bytes);
  }
  return bytes;
};

export function apiDocsRoutes() {
  const r = new Hono();
  r.get('/docs/api', (c) => c.html(PAGE));
  r.get('/docs/api/init.js', (c) =>
    c.body(INIT, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }),
  );
  r.get('/docs/api/assets/:file', async (c) => {
    const file = c.req.param('file');
    if (!isAsset(file)) return c.notFound();
    return c.body(new Uint8Array(await assetBytes(file)), 200, {
      'content-type': ASSETS[file],
      'cache-control': 'public, max-age=86400',
    });
  });
  return r;
}
