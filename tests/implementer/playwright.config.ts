import { defineConfig } from '@playwright/test';

// The implementer test: its own copy of the repository, built and started by the spec itself.
export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  // the copy is made, regenerated and built before the first test
  globalTimeout: 600_000,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    locale: 'zh-CN',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    screenshot: 'only-on-failure',
  },
});
