import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Router } from '../../platform/http/openapi';
import { V1_DOCUMENT_PATH } from './v1/v1-route';

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

/** The page, its start script and Swagger UI's files (not in the API document: a page). */
const DOCS = '/docs/api';
const INIT_PATH = `${DOCS}/init.js`;
const ASSETS_PATH = `${DOCS}/assets`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bloom REST API</title>
<link rel="stylesheet" href="${ASSETS_PATH}/swagger-ui.css">
</head>
<body>
<div id="api-reference"></div>
<script src="${ASSETS_PATH}/swagger-ui-bundle.js"></script>
<script src="${INIT_PATH}"></script>
</body>
</html>
`;

const INIT = `window.addEventListener('load', function () {
  window.SwaggerUIBundle({
    url: '${V1_DOCUMENT_PATH}',
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

export function apiDocsRoutes(app: Router) {
  app.get(DOCS, (c) => c.html(PAGE));
  app.get(INIT_PATH, (c) =>
    c.body(INIT, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }),
  );
  app.get(`${ASSETS_PATH}/:file`, async (c) => {
    const file = c.req.param('file');
    if (!isAsset(file)) return c.notFound();
    return c.body(new Uint8Array(await assetBytes(file)), 200, {
      'content-type': ASSETS[file],
      'cache-control': 'public, max-age=86400',
    });
  });
}
