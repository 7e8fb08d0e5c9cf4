import path from 'node:path';
import {PAGES} from '../../scripts/bench-pages';
import {pageAssets} from '../../scripts/page-assets';
import {COMPILE_HINT} from '../../src/plugins/compile-hints';
import {expect, gotoHydrated, test} from './fixtures';

// src/plugins/compile-hints: every script a page runs starts with V8's compile hint, so Chrome
// compiles it off the main thread while streaming it.
test('every script of a doc page starts with the compile hint', async ({page, request}) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await gotoHydrated(page, '/api/createSlice');
  const own = [...scripts].filter((url) => new URL(url).pathname.startsWith('/assets/js/'));
  expect(own.length).toBeGreaterThan(3);
  expect(own.some((url) => /\/main\.[\da-f]+\.js$/.test(url))).toBe(true);
  for (const url of own) {
    const text = await (await request.get(url)).text();
    expect(text.split('\n', 1)[0], url).toBe(COMPILE_HINT);
  }
});

// src/plugins/route-scripts: a page's HTML names its own chunks, so the browser fetches them with
// the entry point instead of after it, and the app starts with them registered.
test("a doc page's HTML loads all of its chunks; the app adds no script", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/api/createSlice')).text();
  const tags = html.match(/<script src="[^"]+" data-route-script defer><\/script>/g) ?? [];
  expect(tags.length).toBeGreaterThan(3);
  const requested: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') requested.push(new URL(req.url()).pathname);
  });
  await gotoHydrated(page, '/api/createSlice');
  // Webpack marks the script elements it adds; the plugin's own are gone once the app runs.
  await expect(page.locator('script[data-webpack]')).toHaveCount(0);
  await expect(page.locator('script[data-route-script]')).toHaveCount(0);
  // Each chunk was requested once, and the page content's chunk was among them.
  expect(new Set(requested).size).toBe(requested.length);
  for (const tag of tags) expect(requested).toContain(/src="([^"]+)"/.exec(tag)![1]);
});

// src/plugins/tslib-helper: main.js carries the one tslib helper Docusaurus' utils-common uses,
// not the whole of tslib (whose __extends is the only source of this message).
test('main.js does not carry all of tslib', async ({page, request}) => {
  await page.goto('/');
  const main = await page
    .locator('script[src*="/main."]')
    .getAttribute('src')
    .then((src) => request.get(src!));
  expect(await main.text()).not.toContain('Class extends value');
});

const BUILD_DIR = path.resolve(__dirname, '../../build');

// scripts/check-budgets.ts computes each benchmark page's JS+CSS from the files its HTML names.
// That figure is only worth something if a browser loads exactly those by the load event.
for (const route of PAGES) {
  test(`${route}: the JS and CSS loaded by the load event are the files check:budgets counts`, async ({
    page,
    baseURL,
  }) => {
    const requested: string[] = [];
    let loaded = false;
    page.on('request', (req) => {
      const type = req.resourceType();
      if (loaded || (type !== 'script' && type !== 'stylesheet')) return;
      const url = new URL(req.url());
      if (url.origin === new URL(baseURL!).origin) requested.push(url.pathname);
    });
    page.once('load', () => {
      loaded = true;
    });
    await page.goto(route, {waitUntil: 'load'});
    const counted = (await pageAssets(BUILD_DIR, route)).map((asset) => asset.url);
    expect([...new Set(requested)].sort()).toEqual([...counted].sort());
  });
}
