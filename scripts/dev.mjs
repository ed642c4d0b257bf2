// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173 (it proxies /api).
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const children = [
  // Development checks every JSON answer against its route's declared schema (docs/decisions/019).
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/index.ts'], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, BLOOM_CHECK_RESPONSES: '1' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit', cwd: root }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
