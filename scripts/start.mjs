// `npm start`: build the web app and the server if either is missing or stale, then serve the
// compiled server (the server migrates on start). If the server cannot be compiled, it is run
// from its TypeScript source through tsx instead, so a start never fails on the build step.
// When the web app is built, the two builds run side by side, and the migrations run beside
// the web build (compiled `npm run migrate`), so the server starts on a migrated database. The
// web build leaves out its .br/.gz twins, which a low-priority process writes while the server
// starts (scripts/precompress-web.mjs).
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { buildServerIfStale, migrateEntry, serverEntry } from './build-server.mjs';
import { root, run, webBuildIsStale } from './lib.mjs';
import { webNeedsPrecompress } from './precompress-web.mjs';

const started = performance.now();
const webStale = webBuildIsStale();
const webBuild = webStale
  ? run('npm', ['run', 'build', '-w', 'apps/web'], { env: { ...process.env, BLOOM_PRECOMPRESS: 'later' } })
  : Promise.resolve(0);
let args = ['--enable-source-maps', path.relative(root, serverEntry)];
let migration = Promise.resolve(0);
try {
  await buildServerIfStale();
  // A first start creates the database here, beside the web build: two cores, two jobs.
  if (webStale) migration = run(process.execPath, ['--enable-source-maps', path.relative(root, migrateEntry)]);
} catch (err) {
  console.warn(`Could not compile the server (${err.message}); running it through tsx instead.`);
  args = ['--import', 'tsx', 'apps/server/src/index.ts'];
}
for (const code of await Promise.all([webBuild, migration])) if (code !== 0) process.exit(code);
// The server's "ready in" line counts the builds too.
const server = spawn(process.execPath, args, {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, BLOOM_START_MS: String(Math.round(performance.now() - started)) },
});
const children = [server];
if (webNeedsPrecompress()) {
  const precompress = spawn(process.execPath, ['scripts/precompress-web.mjs'], { stdio: 'inherit', cwd: root });
  // Lowest priority: the server's start comes first; the twins follow on whatever CPU is spare.
  precompress.on('spawn', () => {
    try {
      setPriority(precompress.pid, 19);
    } catch {
      // Already done, or not allowed here: it runs at normal priority.
    }
  });
  children.push(precompress);
}
const stopAll = (signal) => {
  for (const child of children) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
// The twins are not worth finishing without a server; the next start finishes them.
server.on('exit', (code) => {
  stopAll('SIGTERM');
  process.exit(code ?? 0);
});
