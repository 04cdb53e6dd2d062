// End-to-end tests on the release build (target/e2e-dist, made by `cargo xtask test`),
// in Debian's Chromium: Playwright downloads no browser of its own here.
import { defineConfig } from '@playwright/test';

// GRUNDY_E2E_PORT lets several checkouts run their suites at once on one machine.
const port = process.env.GRUNDY_E2E_PORT || '8123';

export default defineConfig({
  testDir: '.',
  // Generous waits, not deadlines: a test checks what happens, and a machine whose cores are
  // all busy (CI beside other jobs) may take several times as long to get there.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
             '--disable-sync', '--disable-quic', '--no-first-run'],
    },
    viewport: { width: 1280, height: 900 },
  },
  webServer: {
    command: `node tests/e2e/serve.mjs target/e2e-dist ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/index.html`,
    reuseExistingServer: false,
  },
});
