// Algolia mode is chosen at build time, so its spec runs against a second build, made with
// these test credentials (playwright.config.ts builds it into build-algolia/ and serves it on
// the port after E2E_PORT). The spec answers every Algolia request itself with page.route;
// nothing reaches Algolia.

/** The credentials the Algolia-mode build is made with; no such Algolia app exists. */
export const ALGOLIA_TEST_ENV = {
  ALGOLIA_APP_ID: 'TESTAPP123',
  ALGOLIA_API_KEY: 'test-search-only-key',
  ALGOLIA_INDEX_NAME: 'rtk-docs-test',
} as const;

/** Where the Algolia-mode build is served, one port above the local build. */
export function algoliaBaseUrl(localPort: number): string {
  return `http://127.0.0.1:${localPort + 1}`;
}
