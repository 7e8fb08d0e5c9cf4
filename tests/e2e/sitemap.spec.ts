import type {Page, Request} from '@playwright/test';
import {builtRoutes, chunk} from './built-routes';
import {expect, sitemapPaths, test, waitForHydration} from './fixtures';

// Every page the sitemap lists, opened with JavaScript on as a reader's browser opens it: the
// page must hydrate without a React mismatch, break no Content-Security-Policy rule, throw
// nothing and request nothing from its own origin that fails; and it must be its page (a top
// heading, not the not-found page in disguise).

const paths = sitemapPaths();

// The search results page has nothing of its own to index; whether the sitemap names it is
// left open, every other page must be there.
const SEARCH_PAGE = '/search';

test.describe.configure({mode: 'parallel'});

test('the sitemap lists every built page, each once, and nothing else', () => {
  const listed = paths.filter((p) => p !== SEARCH_PAGE);
  expect(new Set(listed).size, 'pages listed twice').toBe(listed.length);
  expect(listed.sort()).toEqual(builtRoutes().filter((p) => p !== SEARCH_PAGE));
  // Not a token list: the doc pages, the home page and /errors.
  expect(listed.length).toBeGreaterThan(60);
});

test('every URL in the sitemap answers 200 with a page', async ({request}) => {
  const statuses = await Promise.all(
    paths.map(async (p) => {
      const response = await request.get(p, {maxRedirects: 0});
      const type = response.headers()['content-type'] ?? '';
      return `${p} ${response.status()} ${type.split(';')[0]}`;
    }),
  );
  expect(statuses).toEqual(paths.map((p) => `${p} 200 text/html`));
});

/** What went wrong while a page loaded and hydrated; empty when nothing did. */
type Problems = string[];

// React's production messages for a server/client mismatch: #418 (hydration failed), #423
// (recovered by rendering on the client), #425 (text content differs); development wording too.
const HYDRATION =
  /Minified React error #(418|423|425)\b|Hydration failed|did not match|onRecoverableError/i;
const CSP = /Content Security Policy/i;

/**
 * Watches `page` and files every problem under the route being visited: console errors (the
 * fixture fails on them too, but without naming the page), hydration and CSP messages at any
 * console level, uncaught errors, and same-origin requests that fail or answer 400 or more.
 * Requests are filed under the visit that made them. Expected, and not filed: a request the
 * browser aborts (net::ERR_ABORTED) because the test has moved on to the next page.
 */
function watch(page: Page, origin: string): {visit: (problems: Problems) => void} {
  let current: Problems = [];
  const madeDuring = new WeakMap<Request, Problems>();
  const sameOrigin = (url: string) => new URL(url).origin === origin;
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error') current.push(`console error: ${text}`);
    else if (HYDRATION.test(text) || CSP.test(text)) {
      current.push(`console ${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => current.push(`uncaught: ${error.message}`));
  page.on('request', (request) => madeDuring.set(request, current));
  page.on('requestfailed', (request) => {
    if (!sameOrigin(request.url())) return;
    const visit = madeDuring.get(request) ?? current;
    const error = request.failure()?.errorText ?? 'failed';
    // Leaving a page cuts off what it was still fetching, and a page's idle-time prefetches
    // (`<link rel=prefetch>`, resource type "other") can start while the next visit is already
    // on its way: neither is a failure of the site.
    if (error === 'net::ERR_ABORTED' && (visit !== current || request.resourceType() === 'other'))
      return;
    visit.push(`request failed: ${request.url()} ${error}`);
  });
  page.on('response', (response) => {
    // No same-origin request may fail: the site refers to no missing file.
    if (sameOrigin(response.url()) && response.status() >= 400) {
      const visit = madeDuring.get(response.request()) ?? current;
      visit.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return {visit: (problems) => (current = problems)};
}

const CHUNK = 9;
for (const [i, routes] of chunk(paths, CHUNK).entries()) {
  const first = i * CHUNK + 1;
  test(`pages ${first}–${first + routes.length - 1} of the sitemap hydrate with no error, CSP violation or failed request (${routes[0]} …)`, async ({
    page,
    baseURL,
  }) => {
    // Hydrating nine long pages on a busy 2-core runner.
    test.setTimeout(120_000);
    // The policy reports each violation as an event on the document, also for those the
    // console would not show (for example in report-only mode).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as {cspViolations?: string[]}).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
      });
    });
    const watcher = watch(page, new URL(baseURL!).origin);

    for (const route of routes) {
      const problems: Problems = [];
      watcher.visit(problems);
      const response = await page.goto(route);
      expect.soft(response?.status(), `${route} status`).toBe(200);
      await waitForHydration(page);
      await expect.soft(page.getByRole('heading', {level: 1}).first(), route).toBeVisible();
      await expect.soft(page, route).not.toHaveTitle(/Page Not Found/);
      // Prefetches of the links in view start after the load event, in idle time; let them
      // finish here, so their failures are filed under this page.
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(
        () => (window as {cspViolations?: string[]}).cspViolations ?? [],
      );
      problems.push(...violations.map((v) => `CSP violation: ${v}`));
      expect.soft(problems, `problems on ${route}`).toEqual([]);
    }
  });
}
