import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh data folder per run; set E2E_PORT and E2E_DATA_DIR together to run two suites side by side.
const DATA_DIR = process.env.E2E_DATA_DIR ?? 'e2e/.data';
export const BASE_URL = `http://localhost:${PORT}`;

/** A real server on a fresh data folder (embedded PGlite, outbox mail), driven in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    // Recording a trace slows every test; on CI (a retry) only the retry of a failed test records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf ${JSON.stringify(DATA_DIR)} && node --import tsx apps/server/src/index.ts`,
    cwd: '..',
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      // No PUBLIC_URL, as on a new user's first run: links follow the host each request came to.
      NODE_ENV: 'test',
      // Every spec signs up from 127.0.0.1; the limits themselves are covered by the API tests.
      RATE_LIMIT_SCALE: '20',
      // Every JSON answer the browser reads must match its route's declared schema (a 500 otherwise).
      BLOOM_CHECK_RESPONSES: '1',
      // The owner's notification of a submission arrives a second later, not ten minutes.
      NOTIFICATION_DELAY_SECONDS: '1',
      // The operator of e2e/tests/admin-landing.spec.ts.
      ADMIN_EMAILS: 'admin@example.com',
      // Portal subdomains (e2e/tests/domains.spec.ts): Chromium resolves every *.localhost to this machine.
      PORTAL_BASE_DOMAIN: 'portals.localhost',
    },
  },
});
