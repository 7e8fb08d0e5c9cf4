import {defineConfig} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/chromium';
import {CONFIGURED_BUILD_ENV, configuredBaseUrl} from './tests/e2e/configured-build';

// End-to-end tests run against the production build (`npm run build`) served on 127.0.0.1 by
// scripts/serve.ts (npm run serve) with gzip and the headers of build/_headers, the
// Content-Security-Policy included: exactly what readers get from a static host.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

const IS_CI = Boolean(process.env.CI);

// Algolia search, analytics and edit links need their own build (tests/e2e/configured-build.ts):
// made here, with test values and separate generated files so it never touches build/ or
// .docusaurus/.
const CONFIGURED_BASE_URL = configuredBaseUrl(PORT);
const CONFIGURED_BUILD =
  'npx docusaurus build --out-dir build-configured && ' +
  `npx jiti scripts/serve.ts --dir build-configured --port ${new URL(CONFIGURED_BASE_URL).port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: IS_CI,
  // On CI a failing test runs once more only so the report can tell a flaky test from a broken
  // one; either way the run fails (failOnFlakyTests): passing on a retry is a defect, not a pass.
  retries: IS_CI ? 1 : 0,
  failOnFlakyTests: IS_CI,
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
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: [
    {
      command: `npx jiti scripts/serve.ts --port ${PORT}`,
      url: BASE_URL,
      reuseExistingServer: !IS_CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: CONFIGURED_BUILD,
      url: CONFIGURED_BASE_URL,
      env: {
        ...CONFIGURED_BUILD_ENV,
        DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-configured',
        // Webpack's cache is shared with the local build, which it would hand back unchanged.
        DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
      },
      reuseExistingServer: !IS_CI,
      // A full production build comes first.
      timeout: 300_000,
      stdout: 'ignore',
    },
  ],
});
