import { defineConfig } from '@playwright/test';

// Debian's Chromium against the real server serving the built UI on a throw-away PGlite directory.
const PORT = Number(process.env.E2E_PORT ?? 3917);
const DATA = `/tmp/conflow-e2e-${process.pid}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    screenshot: 'only-on-failure',
  },
  webServer: {
    // the server runs under the node that runs the tests (Node 24 from scripts/ensure-node.sh where the machine's is older)
    command: `rm -rf ${DATA} && ${JSON.stringify(process.execPath)} --import tsx src/server/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}), PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: DATA, SUPER_ADMIN_PASSWORD: 'e2e-admin-pass', CAPTCHA: 'on', LOG_LEVEL: 'warn', DATABASE_URL: '', NOTIFICATION_POLL_MS: '1000',
      // every spec sends its codes from 127.0.0.1: one address's hourly limit would stop the suite part-way
      LIMITS: JSON.stringify({ codePerIpHour: 1000 }) },
  },
});
