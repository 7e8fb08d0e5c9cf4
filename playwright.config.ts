import {defineConfig} from '@playwright/test';

// End-to-end tests run against the production build (`npm run build`) served by
// `docusaurus serve` on 127.0.0.1: exactly what readers get.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// The system's Chromium (Debian package): Playwright never downloads browsers here.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const IS_CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: IS_CI,
  // One retry on CI, reported as "flaky" in the summary, so a one-off timing hiccup on a
  // loaded runner does not block a landing while still being visible.
  retries: IS_CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    viewport: {width: 1280, height: 800},
    colorScheme: 'light',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
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
  webServer: {
    command: `npx docusaurus serve --host 127.0.0.1 --port ${PORT} --no-open`,
    url: BASE_URL,
    reuseExistingServer: !IS_CI,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
