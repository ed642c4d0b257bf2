// `npm test`: unit and API tests (Vitest), then the browser tests (Playwright in Chromium).
import { findChromium } from './find-chromium.mjs';
import { findPdfsig } from './find-pdfsig.mjs';
import { buildWebIfStale, run } from './lib.mjs';

// The sealed agreement PDFs are checked by poppler's pdfsig in the unit and API tests.
const vitest = await run('npx', ['vitest', 'run'], { env: { ...process.env, PDFSIG_PATH: findPdfsig() } });
if (vitest !== 0) process.exit(vitest);

const chromium = findChromium();
await buildWebIfStale();
const e2e = await run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(e2e);
