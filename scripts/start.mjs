// `npm start`: build the web app and the server if either is missing or stale, then serve the
// compiled server (the server migrates on start). If the server cannot be compiled, it is run
// from its TypeScript source through tsx instead, so a start never fails on the build step.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildServerIfStale, serverEntry } from './build-server.mjs';
import { buildWebIfStale, root } from './lib.mjs';

const started = performance.now();
await buildWebIfStale();
let args = ['--enable-source-maps', path.relative(root, serverEntry)];
try {
  await buildServerIfStale();
} catch (err) {
  console.warn(`Could not compile the server (${err.message}); running it through tsx instead.`);
  args = ['--import', 'tsx', 'apps/server/src/index.ts'];
}
// The server's "ready in" line counts the builds too.
const server = spawn(process.execPath, args, {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, BLOOM_START_MS: String(Math.round(performance.now() - started)) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
