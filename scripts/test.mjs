// `npm test`: unit and API tests (Vitest), then the browser tests (Playwright in Chromium).
import { findChromium } from './find-chromium.mjs';
import { buildWebIfStale, run } from './lib.mjs';

const vitest = await run('npx', ['vitest', 'run']);
if (vitest !== 0) process.exit(vitest);

const chromium = findChromium();
await buildWebIfStale();
const e2e = await run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(e2e);
