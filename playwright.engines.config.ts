import {defineConfig} from '@playwright/test';

// The cross-engine suite (tests/engines): the site's main reader paths in Firefox ESR (WebDriver
// BiDi, puppeteer-core) and WebKitGTK (WebKitWebDriver), against the production build served with
// the error probe (tests/engines/probe-server.ts). Playwright Test only runs the checks and
// reports them by engine: the browsers are Debian's, started by the suite's own drivers.
// WebKitGTK needs a display: run under xvfb-run (npm run test:engines does).
const PORT = Number(process.env.ENGINES_PORT ?? 3102);
const IS_CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/engines',
  forbidOnly: IS_CI,
  retries: IS_CI ? 1 : 0,
  failOnFlakyTests: IS_CI,
  // One worker per engine: the checks of one engine run one after another in its browser.
  workers: 2,
  fullyParallel: false,
  timeout: 60_000,
  reporter: [['list']],
  projects: [{name: 'firefox'}, {name: 'webkit'}],
  webServer: {
    command: `npx jiti tests/engines/serve-with-probe.ts --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !IS_CI,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
