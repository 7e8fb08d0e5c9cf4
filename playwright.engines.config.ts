import {defineConfig} from '@playwright/test';

// The cross-engine suite (tests/engines): the site's main reader paths in Firefox ESR (WebDriver
// BiDi, puppeteer-core) and WebKitGTK (WebKitWebDriver), against the production build served with
// the error probe (tests/engines/probe-server.ts). Playwright Test only runs the checks and
// reports them by engine: the browsers are Debian's, started by the suite's own drivers.
// WebKitGTK needs a display: run under xvfb-run (npm run test:engines does).
const PORT = Number(process.env.ENGINES_PORT ?? 3102);
const IS_CI = Boolean(process.env.CI);
/** The checks that edit and run live examples (./tests/engines/{loops,locations,sandbox,actions,keep}.spec.ts). */
const LIVE = /(loops|locations|sandbox|actions|keep)\.spec\.ts$/;
const PARITY = Boolean(process.env.ENGINES_PARITY);

export default defineConfig({
  testDir: 'tests/engines',
  forbidOnly: IS_CI,
  retries: IS_CI ? 1 : 0,
  failOnFlakyTests: IS_CI,
  // Two workers: the Firefox and WebKit checks side by side, with the Firefox parity chunks; then
  // the live checks, one engine at a time. A worker drives one browser.
  workers: 2,
  fullyParallel: false,
  timeout: 60_000,
  reporter: [['list']],
  projects: [
    {name: 'firefox', testIgnore: [LIVE, 'parity.spec.ts']},
    {name: 'webkit', testIgnore: [LIVE, 'parity.spec.ts']},
    // Every live example in Firefox (tests/engines/parity.spec.ts): `npm run test:parity:firefox`.
    // 3.5 more minutes of CI, which npm test cannot afford while its e2e takes 30 of the 45.
    ...(PARITY ? [{name: 'firefox parity', testMatch: 'parity.spec.ts'}] : []),
    // Edited live examples in all three engines, one engine at a time after the other checks: the
    // endless-loop checks time the page's answer to a click, with nothing else on the machine.
    {
      name: 'firefox live',
      testMatch: LIVE,
      workers: 1,
      dependencies: ['firefox', 'webkit', ...(PARITY ? ['firefox parity'] : [])],
    },
    {name: 'webkit live', testMatch: LIVE, workers: 1, dependencies: ['firefox live']},
    {name: 'chromium live', testMatch: LIVE, workers: 1, dependencies: ['webkit live']},
  ],
  webServer: {
    command: `npx jiti tests/engines/serve-with-probe.ts --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !IS_CI,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
