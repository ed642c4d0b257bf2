// `npm start`: build the web app if it is not built, then serve (the server migrates on start).
import { spawn } from 'node:child_process';
import { buildWebIfStale, root } from './lib.mjs';

await buildWebIfStale();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
  stdio: 'inherit',
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
