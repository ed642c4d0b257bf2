import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else falls back to
 * index.html (never cached, so a deploy is picked up at once).
 */
export function mountSpa(app: Hono<AppEnv>, webDist: string): void {
  const indexFile = path.join(webDist, 'index.html');
  const root = path.relative(process.cwd(), webDist) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.use('*', serveStatic({ root, index: '' }));
  let indexHtml: string | undefined;
  app.get('*', (c) => {
    indexHtml ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
    if (!indexHtml) return c.text('The web app is not built yet. Run `npm run build`.', 503);
    c.header('cache-control', 'no-cache');
    return c.html(indexHtml);
  });
}
