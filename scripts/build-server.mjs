// Compiles the server to one ES module, apps/server/dist/index.js, so production runs plain
// JavaScript instead of transpiling TypeScript through tsx on every start (docs/decisions/010).
// Beside it, dist/migrate.js (`npm run migrate` compiled): `npm start` migrates with it while the
// web app builds, so a first start does not wait for both one after the other.
// @bloom/core (TypeScript source) is bundled in; every other package stays an import that Node
// resolves from node_modules as before (native modules and PGlite's wasm files need that).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { newestMtime, root } from './lib.mjs';

export const serverEntry = path.join(root, 'apps/server/dist/index.js');
export const migrateEntry = path.join(root, 'apps/server/dist/migrate.js');
const sources = ['apps/server/src', 'packages/core/src', 'apps/server/package.json', 'packages/core/package.json'];

/** The server bundle is missing or older than its sources (or this script). */
export function serverBuildIsStale() {
  if (!existsSync(serverEntry) || !existsSync(migrateEntry)) return true;
  const built = Math.min(statSync(serverEntry).mtimeMs, statSync(migrateEntry).mtimeMs);
  return [...sources.map((p) => path.join(root, p)), path.join(root, 'scripts/build-server.mjs')].some(
    (p) => existsSync(p) && (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs) > built,
  );
}

export async function buildServer() {
  const { build, stop } = await import('esbuild');
  await build({
    entryPoints: {
      index: path.join(root, 'apps/server/src/index.ts'),
      migrate: path.join(root, 'apps/server/src/migrate-cli.ts'),
    },
    outdir: path.dirname(serverEntry),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages-but-core',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@bloom/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  // esbuild keeps a helper process for further builds; `npm start` makes none.
  await stop();
}

export async function buildServerIfStale() {
  if (serverBuildIsStale()) await buildServer();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
  console.log(`built ${path.relative(root, serverEntry)}`);
}
