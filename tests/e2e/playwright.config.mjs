// End-to-end tests on the release build (target/e2e-dist, made by `cargo xtask test`),
// in Debian's Chromium: Playwright downloads no browser of its own here.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: {
    baseURL: 'http://127.0.0.1:8123/',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
             '--disable-sync', '--disable-quic', '--no-first-run'],
    },
    viewport: { width: 1280, height: 900 },
  },
  webServer: {
    command: 'node tests/e2e/serve.mjs target/e2e-dist 8123',
    cwd: '../..',
    url: 'http://127.0.0.1:8123/index.html',
    reuseExistingServer: false,
  },
});
