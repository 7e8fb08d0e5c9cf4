import type {Page} from '@playwright/test';
import {
  ANALYTICS_TEST_ENV,
  configuredBaseUrl,
  EDIT_URL_TEST_ENV,
  stubAnalytics,
} from './configured-build';
import {expect, followDocLink, gotoHydrated, test, waitForSearchAnswer} from './fixtures';

// Analytics (DECISIONS.md): off by default; the configured build has Umami and gtag, with every
// analytics host answered by stubAnalytics. Also the "Edit this page" link of that build.

const PORT = Number(process.env.E2E_PORT ?? 3100);
const CONFIGURED = configuredBaseUrl(PORT);
const GTAG_SCRIPT = `https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_TEST_ENV.GTAG_TRACKING_ID}`;

/** The gtag calls queued on the page, as plain arrays. */
function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? []).map((args) =>
      JSON.parse(JSON.stringify([...args])),
    ),
  );
}

/** Collects Content-Security-Policy violations from the page's first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as {__violations: string[]}).__violations = list;
    document.addEventListener('securitypolicyviolation', (e) =>
      list.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as {__violations: string[]}).__violations);
}

test.describe('configured build (UMAMI_* and GTAG_TRACKING_ID set)', () => {
  test.use({baseURL: CONFIGURED});

  test('loads the Umami script with auto-track, do-not-track and cache on', async ({page}) => {
    const requests = await stubAnalytics(page);
    const violations = await recordViolations(page);
    await gotoHydrated(page, '/api/createSlice');
    const umami = page.locator(`head script[src="${ANALYTICS_TEST_ENV.UMAMI_SRC}"]`);
    await expect(umami).toHaveCount(1);
    expect(
      await umami.evaluate((el) =>
        Object.fromEntries(Array.from(el.attributes).map((a) => [a.name, a.value])),
      ),
    ).toMatchObject({
      defer: '',
      'data-website-id': ANALYTICS_TEST_ENV.UMAMI_WEBSITE_ID,
      'data-auto-track': 'true',
      'data-do-not-track': 'true',
      'data-cache': 'true',
    });
    await expect.poll(() => requests.map((r) => r.url())).toContain(ANALYTICS_TEST_ENV.UMAMI_SRC);
    // The policy of this build allows both analytics hosts.
    expect(await violations()).toEqual([]);
  });

  test('gtag: loads with IP anonymisation and counts client-side page views', async ({page}) => {
    const requests = await stubAnalytics(page);
    const violations = await recordViolations(page);
    await gotoHydrated(page, '/api/createSlice');
    await expect.poll(() => requests.map((r) => r.url())).toContain(GTAG_SCRIPT);
    const calls = await dataLayer(page);
    expect(calls).toContainEqual([
      'config',
      ANALYTICS_TEST_ENV.GTAG_TRACKING_ID,
      {anonymize_ip: true},
    ]);
    await followDocLink(page, 'createReducer', /\/api\/createReducer$/);
    await expect.poll(() => dataLayer(page)).toContainEqual(['event', 'page_view']);
    expect(await violations()).toEqual([]);
  });

  test('gtag sends nothing when the browser says Do Not Track', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'doNotTrack', {
        configurable: true,
        get: () => '1',
      });
    });
    const requests = await stubAnalytics(page);
    await gotoHydrated(page, '/api/createSlice');
    await followDocLink(page, 'createReducer', /\/api\/createReducer$/);
    // Let a late script load show up if there were one.
    await page.waitForTimeout(500);
    const google = requests.filter((r) => /google/.test(new URL(r.url()).hostname));
    expect(google.map((r) => r.url())).toEqual([]);
    expect((await dataLayer(page)).filter(([name]) => name === 'config' || name === 'js')).toEqual(
      [],
    );
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  });

  test('doc pages link to their source with "Edit this page"', async ({page}) => {
    await stubAnalytics(page);
    await gotoHydrated(page, '/rtk-query/api/createApi');
    await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
      'href',
      `${EDIT_URL_TEST_ENV.EDIT_URL}docs/rtk-query/api/createApi.mdx`,
    );
    await expect(page.locator('.theme-last-updated')).toContainText('Last updated on');
  });
});

test('the default build makes no request to any other origin', async ({page, baseURL}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== baseURL)
      foreign.push(url.href);
  });
  await gotoHydrated(page, '/');
  await expect(
    page.locator('script[src*="googletagmanager"], script[data-website-id]'),
  ).toHaveCount(0);
  for (const route of ['/introduction/getting-started', '/api/createSlice', '/errors?code=1']) {
    await gotoHydrated(page, route);
  }
  // Search loads its index; a client-side navigation loads route chunks.
  await page.keyboard.press('ControlOrMeta+k');
  await page.locator('.DocSearch-Modal').getByRole('searchbox').fill('createSlice');
  await waitForSearchAnswer(page, 'createSlice');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', {name: 'RTK Query', exact: true}).first().click();
  await expect(page).toHaveURL(/\/rtk-query\/overview$/);
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});
