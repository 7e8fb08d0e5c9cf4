import type {Page, Request, Route} from '@playwright/test';
import {ALGOLIA_TEST_ENV, configuredBaseUrl, stubAnalytics} from './configured-build';
import {expect, gotoHydrated, test} from './fixtures';

// Algolia mode: the configured build, made with ALGOLIA_* set (playwright.config.ts serves it on
// the port after E2E_PORT). The theme talks to Algolia itself; every request to an Algolia host
// is answered here, so nothing leaves the machine. Its analytics hosts are stubbed too.
test.use({baseURL: configuredBaseUrl(Number(process.env.E2E_PORT ?? 3100))});
test.beforeEach(async ({page}) => {
  await stubAnalytics(page);
});

const ALGOLIA_HOSTS = /^https:\/\/[^/]*(algolia\.net|algolianet\.com)\//;

type AlgoliaRequest = {
  indexName?: string;
  query?: string;
  params?: string;
  facetFilters?: unknown;
  hitsPerPage?: number;
  page?: number;
};

/** A DocSearch record as Algolia's crawler writes it for a Docusaurus site. */
function hit(path: string, lvl0: string, lvl1: string, lvl2: string | null, text: string) {
  const mark = (value: string) => ({value, matchLevel: 'full', matchedWords: ['store']});
  const hierarchy = {lvl0, lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  return {
    objectID: path,
    url: `https://redux-toolkit.example/${path.replace(/^\//, '')}`,
    type: lvl2 ? 'lvl2' : 'lvl1',
    hierarchy,
    content: text,
    _highlightResult: {
      hierarchy: {lvl0: mark(lvl0), lvl1: mark(lvl1), ...(lvl2 ? {lvl2: mark(lvl2)} : {})},
      content: mark(text),
    },
    _snippetResult: {
      hierarchy: {lvl1: mark(lvl1), ...(lvl2 ? {lvl2: mark(lvl2)} : {})},
      content: {value: `${text}…`, matchLevel: 'full'},
    },
  };
}

const STORE_HITS = [
  hit('/api/configureStore', 'API', 'configureStore', null, 'Creates a <mark>store</mark>.'),
  hit(
    '/api/configureStore#middleware',
    'API',
    'configureStore',
    'middleware',
    'The <mark>store</mark> middleware.',
  ),
  hit(
    '/tutorials/quick-start#create-a-redux-store',
    'Tutorials',
    'Quick Start',
    'Create a Redux Store',
    'Make the <mark>store</mark> file.',
  ),
];

/**
 * Answers Algolia's search endpoint: `answer` picks the hits of each query; the requests seen
 * are returned for assertions. `nbHits` is larger than the hits sent, as on a real index.
 */
async function stubAlgolia(
  page: Page,
  answer: (query: string, request: AlgoliaRequest) => {hits: unknown[]; nbHits: number} | 'fail',
): Promise<{requests: AlgoliaRequest[]; raw: Request[]}> {
  const seen = {requests: [] as AlgoliaRequest[], raw: [] as Request[]};
  await page.route(ALGOLIA_HOSTS, async (route: Route) => {
    const request = route.request();
    seen.raw.push(request);
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: cors});
    const body = (request.postDataJSON() ?? {}) as {requests?: AlgoliaRequest[]};
    const requests = body.requests ?? [];
    seen.requests.push(...requests);
    const answers = requests.map((r) => answer(r.query ?? paramsQuery(r.params), r));
    if (answers.includes('fail')) return route.abort('connectionrefused');
    return route.fulfill({
      status: 200,
      headers: {...cors, 'content-type': 'application/json'},
      body: JSON.stringify({
        results: requests.map((r, i) => {
          const {hits, nbHits} = answers[i] as {hits: unknown[]; nbHits: number};
          const hitsPerPage = r.hitsPerPage ?? 20;
          return {
            hits,
            nbHits,
            page: r.page ?? 0,
            nbPages: Math.ceil(nbHits / hitsPerPage),
            hitsPerPage,
            processingTimeMS: 1,
            exhaustiveNbHits: true,
            query: r.query ?? paramsQuery(r.params),
            params: '',
            index: r.indexName,
          };
        }),
      }),
    });
  });
  return seen;
}

function paramsQuery(params: string | undefined): string {
  return new URLSearchParams(params ?? '').get('query') ?? '';
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');

test.describe('Algolia search (ALGOLIA_* set at build time)', () => {
  test('the modal queries the configured index with contextual filters and shows its hits', async ({
    page,
  }) => {
    const algolia = await stubAlgolia(page, (query) =>
      query.includes('store') ? {hits: STORE_HITS, nbHits: 42} : {hits: [], nbHits: 0},
    );
    const local: string[] = [];
    page.on('request', (r) => {
      if (/search-index|local-search/.test(r.url())) local.push(r.url());
    });
    await gotoHydrated(page, '/api/configureStore');
    await page.keyboard.press('ControlOrMeta+k');
    // Filled, not typed: DocSearch 4.7 drops keystrokes on a busy machine.
    await modal(page).getByRole('searchbox').fill('store');
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();

    // The credentials of the build, and the theme's contextual search filters.
    const last = algolia.requests.at(-1)!;
    expect(last.indexName).toBe(ALGOLIA_TEST_ENV.ALGOLIA_INDEX_NAME);
    expect(last.query).toBe('store');
    expect(last.facetFilters).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
    const posted = algolia.raw.find((r) => r.method() === 'POST')!;
    expect(new URL(posted.url()).hostname).toMatch(/^testapp123-dsn\.algolia\.net$/i);
    expect(JSON.stringify(posted.headers()) + posted.url()).toContain(
      ALGOLIA_TEST_ENV.ALGOLIA_API_KEY,
    );

    // Hits grouped by lvl0, Algolia's logo, the footer count from nbHits.
    await expect(modal(page).locator('.DocSearch-Hit-source')).toHaveText(['API', 'Tutorials']);
    await expect(modal(page).locator('.DocSearch-Logo')).toBeVisible();
    const footer = modal(page).getByRole('link', {name: 'See all 42 results'});
    await expect(footer).toHaveAttribute('href', '/search?q=store');
    // A hit's URL is made relative to this site.
    await expect(modal(page).locator('.DocSearch-Hit a').first()).toHaveAttribute(
      'href',
      '/api/configureStore',
    );
    expect(local, 'Algolia mode loaded the local engine or index').toEqual([]);
  });

  test('keeps every key typed at 20 ms a key with the CPU four times slower', async ({page}) => {
    // The status screen once listened for input in the capture phase, and its update wrote
    // DocSearch's query from before the key back into the box (src/theme/SearchBar).
    // DocSearch on a CPU four times slower: over 30 s on a busy runner.
    test.setTimeout(120_000);
    await stubAlgolia(page, (query) =>
      query.length % 2 === 0 ? {hits: STORE_HITS, nbHits: 42} : {hits: [], nbHits: 0},
    );
    await gotoHydrated(page, '/api/configureStore');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    for (const query of ['keepUnusedDataFor', 'serializableCheck', 'configureStore store']) {
      await page.keyboard.press('ControlOrMeta+k');
      const box = modal(page).getByRole('searchbox');
      await expect(box).toBeFocused();
      await page.keyboard.type(query, {delay: 20});
      await expect(box).toHaveValue(query);
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
    }
  });

  test('no hits: "No results for" the query, as text', async ({page}) => {
    const markup = '<img src=x onerror=alert(1)>';
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected ${dialog.type()} dialog`);
    });
    await stubAlgolia(page, () => ({hits: [], nbHits: 0}));
    await gotoHydrated(page, '/tutorials/overview');
    await page.keyboard.press('ControlOrMeta+k');
    await modal(page).getByRole('searchbox').fill(markup);
    const status = modal(page).getByRole('status');
    await expect(status.locator('.DocSearch-Title')).toHaveText(`No results for “${markup}”`);
    await expect(modal(page).getByText('No results found for')).toHaveCount(0);
    await expect(modal(page).locator('img[src="x"]')).toHaveCount(0);
  });

  test.describe('when Algolia cannot be reached', () => {
    test.use({
      allowedConsoleErrors: [/Failed to load resource|ERR_CONNECTION_REFUSED|Unreachable/],
    });

    test('the modal says "Unable to fetch results"', async ({page}) => {
      await stubAlgolia(page, () => 'fail');
      await gotoHydrated(page, '/tutorials/overview');
      await page.keyboard.press('ControlOrMeta+k');
      await modal(page).getByRole('searchbox').fill('store');
      const error = modal(page).getByRole('alert');
      await expect(error).toContainText('Unable to fetch results');
      await expect(error).toContainText('You might want to check your network connection.');
    });

    test('the /search page says "Unable to fetch results", then searches again when typed to', async ({
      page,
    }) => {
      let reachable = false;
      await stubAlgolia(page, () => (reachable ? {hits: STORE_HITS, nbHits: 3} : 'fail'));
      await gotoHydrated(page, '/search?q=store');
      const error = page.getByRole('alert');
      await expect(error).toContainText('Unable to fetch results');
      await expect(error).toContainText('You might want to check your network connection.');
      await expect(page.getByRole('article')).toHaveCount(0);
      // The network is back: the next search finds results and the message goes.
      reachable = true;
      await page.getByRole('searchbox', {name: 'Search'}).fill('stores');
      await expect(page.getByRole('article')).toHaveCount(3);
      await expect(error).toHaveCount(0);
    });

    test('the /search page: a later page that fails keeps the listed results, and the button tries again', async ({
      page,
    }) => {
      // 20 sections, served a page at a time; the second page fails until the network is back.
      const sections = Array.from({length: 20}, (_, i) =>
        hit(`/api/configureStore#s${i}`, 'API', 'configureStore', `Section ${i}`, `Text ${i}.`),
      );
      let secondPageReachable = false;
      await stubAlgolia(page, (_query, {page: n = 0, hitsPerPage = 20}) =>
        n > 0 && !secondPageReachable
          ? 'fail'
          : {hits: sections.slice(n * hitsPerPage, (n + 1) * hitsPerPage), nbHits: 20},
      );
      await gotoHydrated(page, '/search?q=store');
      const articles = page.getByRole('article');
      await expect(articles).toHaveCount(15);
      const more = page.getByRole('button', {name: 'More results'});
      await more.click();
      await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
      await expect(articles).toHaveCount(15);

      secondPageReachable = true;
      await more.click();
      await expect(articles).toHaveCount(20);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(articles.last()).toContainText('Section 19');
      // That was the last page.
      await expect(more).toHaveCount(0);
    });
  });

  test('the /search page queries Algolia and shows its results', async ({page}) => {
    const algolia = await stubAlgolia(page, () => ({hits: STORE_HITS, nbHits: 3}));
    const local: string[] = [];
    page.on('request', (r) => {
      if (/search-index|local-search/.test(r.url())) local.push(r.url());
    });
    await gotoHydrated(page, '/search?q=store');
    await expect(page.getByText('3 documents found')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('link', {name: 'Powered by Algolia'})).toBeVisible();
    // One request per page of results, with the modal's contextual filters.
    const request = algolia.requests.find((r) => (r.query ?? paramsQuery(r.params)) === 'store');
    expect(request?.indexName).toBe(ALGOLIA_TEST_ENV.ALGOLIA_INDEX_NAME);
    expect(request?.facetFilters).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
    expect(request?.hitsPerPage).toBe(15);
    // Hits as the page lists them: links within the site, a section with its trail.
    const section = page.getByRole('article').nth(1);
    await expect(section.getByRole('heading', {level: 2}).getByRole('link')).toHaveAttribute(
      'href',
      '/api/configureStore#middleware',
    );
    await expect(section.getByRole('list', {name: 'Breadcrumbs'})).toHaveText(
      /API\s*configureStore/,
    );
    await expect(section.getByText('The store middleware.')).toBeVisible();
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('select')).toHaveCount(0);
    expect(local, 'Algolia mode loaded the local engine or index').toEqual([]);
  });

  test('the /search page: no hits shows "No results for" the query, a suggestion and a report link', async ({
    page,
  }) => {
    await stubAlgolia(page, () => ({hits: [], nbHits: 0}));
    await gotoHydrated(page, '/search?q=xqzvkj');
    const status = page.getByRole('status');
    await expect(status).toContainText('No results for “xqzvkj”');
    await expect(status).toContainText('Try searching for:');
    await expect(status.getByRole('link', {name: 'configureStore'})).toHaveAttribute(
      'href',
      '/search?q=configureStore',
    );
    await expect(status).toContainText('Believe this query should return results?');
    await expect(status.getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/reduxjs\/redux-toolkit\/issues\/new\?title=.*xqzvkj/,
    );
    await expect(page.getByText('No results were found')).toHaveCount(0);
  });

  test('the build has no local index', async ({request}) => {
    expect((await request.get('/search-index.json')).status()).toBe(404);
  });
});
