// Search's Algolia mode, analytics and "Edit this page" links are chosen at build time, so their
// specs run against a second build with all three configured (playwright.config.ts builds it
// into build-configured/ with these variables and serves it on the port after E2E_PORT). The
// specs answer every request to those third-party hosts themselves with page.route; nothing
// leaves the machine.
import type {Page, Request, Route} from '@playwright/test';

/** The credentials the configured build is made with; no such Algolia app exists. */
export const ALGOLIA_TEST_ENV = {
  ALGOLIA_APP_ID: 'TESTAPP123',
  ALGOLIA_API_KEY: 'test-search-only-key',
  ALGOLIA_INDEX_NAME: 'rtk-docs-test',
} as const;

/** Umami and gtag, as DECISIONS.md configures them; the hosts never answer for real. */
export const ANALYTICS_TEST_ENV = {
  UMAMI_WEBSITE_ID: '3f8a1c52-5d0e-4a7b-9b8e-2c6d1e0f4a93',
  UMAMI_SRC: 'https://analytics.example.org/script.js',
  GTAG_TRACKING_ID: 'G-TEST123456',
} as const;

/** Where "Edit this page" links point in the configured build. */
export const EDIT_URL_TEST_ENV = {
  EDIT_URL: 'https://github.com/example/rtk-docs/edit/main/',
} as const;

export const CONFIGURED_BUILD_ENV = {
  ...ALGOLIA_TEST_ENV,
  ...ANALYTICS_TEST_ENV,
  ...EDIT_URL_TEST_ENV,
} as const;

/** Where the configured build is served, one port above the default build. */
export function configuredBaseUrl(localPort: number): string {
  return `http://127.0.0.1:${localPort + 1}`;
}

const UMAMI_ORIGIN = new URL(ANALYTICS_TEST_ENV.UMAMI_SRC).origin;
const GOOGLE_HOSTS = /^https:\/\/([^/]+\.)?(googletagmanager\.com|google-analytics\.com)\//;

/**
 * Answers the analytics hosts with empty scripts and `204`s, and returns the requests they got,
 * so specs on the configured build neither reach the network nor log failed loads.
 */
export async function stubAnalytics(page: Page): Promise<Request[]> {
  const seen: Request[] = [];
  const answer = async (route: Route) => {
    seen.push(route.request());
    const isScript = route.request().resourceType() === 'script';
    await route.fulfill(
      isScript
        ? {status: 200, contentType: 'text/javascript', body: '/* analytics stub */'}
        : {status: 204, headers: {'access-control-allow-origin': '*'}},
    );
  };
  await page.route(`${UMAMI_ORIGIN}/**`, answer);
  await page.route(GOOGLE_HOSTS, answer);
  return seen;
}
