import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test, waitForSearchAnswer} from './fixtures';

// Local search (the default build): the DocSearch modal and the /search page answer from the
// index the build wrote: its head search-index.json, loaded with the engine chunk on search
// intent, then the postings shards and section text pieces under search-index/ that queries need.
const INDEX = /\/search-index\.json$/;
const INDEX_PART = /\/search-index\/(terms|text)-\d+\.json$/;
const isIndexPart = (url: URL) => INDEX_PART.test(url.pathname);
const ENGINE = /\/local-search\.[0-9a-f]+\.js$/;
/** Matches the index URL whatever its version query. */
const isIndex = (url: URL) => INDEX.test(url.pathname);

/**
 * Counts the requests for the index head and the engine chunk made by `page` from now on, and
 * lists the index parts (shards, text pieces) fetched more than once.
 */
function countSearchAssets(page: Page): {index: number; engine: number; refetched: string[]} {
  const seen = {index: 0, engine: 0, refetched: [] as string[]};
  const parts = new Set<string>();
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (INDEX.test(pathname)) seen.index++;
    if (ENGINE.test(pathname)) seen.engine++;
    if (INDEX_PART.test(pathname)) {
      if (parts.has(pathname)) seen.refetched.push(pathname);
      parts.add(pathname);
    }
  });
  return seen;
}

const searchButton = (page: Page) =>
  page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /search/i});
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const modalInput = (page: Page) => modal(page).getByRole('searchbox');
const hits = (page: Page) => modal(page).locator('.DocSearch-Hit');
const groupTitles = (page: Page) => modal(page).locator('.DocSearch-Hit-source');

/** Puts `query` in the open modal's box at once and waits for the modal's answer to it. */
async function fillModal(page: Page, query: string): Promise<void> {
  await modalInput(page).fill(query);
  // The box keeps at most 512 characters: the answer is to what it holds.
  await waitForSearchAnswer(page, await modalInput(page).inputValue());
}

/** Opens the modal with the keyboard shortcut, searches `query` and waits for the answer. */
async function searchInModal(page: Page, query: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+k');
  await expect(modalInput(page)).toBeFocused();
  await fillModal(page, query);
}

/** Fails the test if the page opens a JavaScript dialog (alert, confirm, prompt). */
function failOnDialog(page: Page): void {
  page.on('dialog', async (dialog) => {
    await dialog.dismiss();
    throw new Error(`the page opened a ${dialog.type()} dialog: ${dialog.message()}`);
  });
}

test.describe('local search: loading', () => {
  test('loads nothing of search until the reader shows intent, then loads once per visit', async ({
    page,
  }) => {
    // A whole visit: three pages and five searches.
    test.slow();
    const seen = countSearchAssets(page);
    await gotoHydrated(page, '/introduction/getting-started');
    // A normal page view: neither the engine nor the index.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => seen).toEqual({index: 0, engine: 0, refetched: []});

    // Hovering the button is intent: both load, in parallel, before any click.
    await searchButton(page).hover();
    await expect.poll(() => seen).toEqual({index: 1, engine: 1, refetched: []});

    // Searching, closing, reopening with "/" and searching again reuse them.
    await searchInModal(page, 'configureStore');
    await expect(hits(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await page.locator('main').click({position: {x: 5, y: 5}});
    await page.keyboard.press('/');
    await expect(modalInput(page)).toBeFocused();
    await fillModal(page, 'refetchOnFocus');
    await expect(hits(page).first()).toBeVisible();
    const target = await hits(page).first().locator('a').getAttribute('href');

    // Following a hit is client-side navigation: the visit, and the loaded index, go on.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(target!);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    // Right away, as a reader would: Ctrl/Cmd+K once used to be lost while the new page
    // settled (src/theme/SearchBar/useSearchShortcuts.ts).
    await searchInModal(page, 'immer');
    await expect(hits(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    // The hit opened the page scrolled to its heading, and the navbar hides on the way down:
    // back at the top, as a reader would scroll, it shows again.
    await page.evaluate(() => window.scrollTo(0, 0));
    const api = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API'});
    await expect(api).toBeInViewport();
    await api.click();
    // Docusaurus loads the route's chunks before it changes the URL: slow on a busy runner.
    await expect(page).toHaveURL('/api/configureStore', {timeout: 20_000});
    await searchInModal(page, 'middleware');
    await expect(hits(page).first()).toBeVisible();
    // Searching "immer" again needs nothing new: each index part is fetched once per visit.
    await fillModal(page, 'immer');
    await expect(hits(page).first()).toBeVisible();
    expect(seen).toEqual({index: 1, engine: 1, refetched: []});
  });

  const intents: Array<[string, (page: Page) => Promise<void>]> = [
    ['focus', (page) => searchButton(page).focus()],
    ['touch', (page) => searchButton(page).dispatchEvent('touchstart')],
    ['Ctrl/Cmd+K', (page) => page.keyboard.press('ControlOrMeta+k')],
    ['"/"', (page) => page.keyboard.press('/')],
  ];
  for (const [intent, act] of intents) {
    test(`${intent} on the search button also loads the engine and the index`, async ({page}) => {
      const seen = countSearchAssets(page);
      await gotoHydrated(page, '/tutorials/overview');
      expect(seen).toEqual({index: 0, engine: 0, refetched: []});
      await act(page);
      await expect.poll(() => seen).toEqual({index: 1, engine: 1, refetched: []});
    });
  }

  test('never requests anything from another origin, and no page names a search host', async ({
    page,
    baseURL,
    request,
  }) => {
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).origin !== new URL(baseURL!).origin) foreign.push(r.url());
    });
    await gotoHydrated(page, '/tutorials/overview');
    await searchInModal(page, 'serializableCheck');
    await expect(hits(page).first()).toBeVisible();
    await modal(page)
      .getByRole('link', {name: /See all \d+ results/})
      .click();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(foreign, 'requests that left the site').toEqual([]);

    // The theme's Algolia preconnect (and any Algolia host) must not be in the static HTML.
    for (const path of ['/', '/api/configureStore', '/search', '/errors']) {
      const html = await (await request.get(path)).text();
      expect(html, `${path} names Algolia`).not.toMatch(/algolia\.(net|com)|algolianet/);
      expect(html, `${path} preconnects somewhere`).not.toContain('rel="preconnect"');
      expect(html).not.toContain('rel=preconnect');
    }
  });
});

test.describe('local search: the modal', () => {
  test('opens from the button, Ctrl/Cmd+K and "/", and closes with Escape', async ({page}) => {
    await gotoHydrated(page, '/tutorials/quick-start');
    await searchButton(page).click();
    await expect(modalInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();

    await page.keyboard.press('ControlOrMeta+k');
    await expect(modalInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();

    // After closing, focus returns to the button, where "/" is ignored (DocSearch's rule);
    // from the page body it opens the modal.
    await page.locator('main').click({position: {x: 5, y: 5}});
    await page.keyboard.press('/');
    await expect(modalInput(page)).toBeFocused();
    // Local search is not powered by Algolia: no Algolia logo.
    await expect(modal(page).locator('.DocSearch-Logo')).toBeHidden();
  });

  test('groups hits by page, with each hit’s heading trail and highlighted matches', async ({
    page,
  }) => {
    await gotoHydrated(page, '/introduction/getting-started');
    await searchInModal(page, 'serializableCheck');
    await expect(hits(page).first()).toBeVisible();
    // Groups are pages: their titles are page titles, each listed once.
    const titles = await groupTitles(page).allInnerTexts();
    expect(titles.length).toBeGreaterThan(1);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).toContain('Usage Guide');
    // A hit in a ### section shows its ## heading as the trail.
    const hit = hits(page).filter({
      has: page.locator('a[href="/usage/usage-guide#configuring-the-serializability-check"]'),
    });
    await expect(hit.locator('.DocSearch-Hit-path')).toHaveText(
      'Working with non-serializable data',
    );
    // Matches are marked, in the title or the snippet.
    await expect(hit.locator('mark').first()).toHaveText(/serializableCheck/i);
  });

  test('moves through hits with the arrow keys and opens one with Enter', async ({page}) => {
    await gotoHydrated(page, '/tutorials/overview');
    await searchInModal(page, 'configureStore');
    const options = modal(page).getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'false');
    // Each hit's link is the option itself.
    const target = await options.nth(1).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(target);
  });

  test('remembers recent searches and lets the reader save favourites', async ({page}) => {
    await gotoHydrated(page, '/tutorials/overview');
    await searchInModal(page, 'withTypes');
    const target = await hits(page).first().locator('a').getAttribute('href');
    await hits(page).first().click();
    await expect(modal(page)).toBeHidden();
    // The hit's page renders first; a shortcut pressed meanwhile can be lost on a busy machine.
    await expect(page).toHaveURL(target!);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await page.keyboard.press('ControlOrMeta+k');
    await expect(groupTitles(page).first()).toHaveText('Recent');
    await hits(page).first().getByTitle('Save this search').click();
    await expect(groupTitles(page)).toContainText(['Favorite']);
    await expect(groupTitles(page)).not.toContainText(['Recent']);
  });

  test('footer reads "See all {count} results" with the page’s count and links to /search', async ({
    page,
  }) => {
    await gotoHydrated(page, '/tutorials/overview');
    await page.keyboard.press('ControlOrMeta+k');
    // Filled at once: typed key by key on a slow machine, DocSearch 4.7 (in Algolia mode too)
    // can drop a keystroke, which is not what this test is about.
    await fillModal(page, 'middleware');
    const footer = modal(page).getByRole('link', {name: /See all \d+ results/});
    await expect(footer).toHaveAttribute('href', '/search?q=middleware');
    const count = Number((await footer.innerText()).match(/\d+/)![0]);
    await footer.click();
    await expect(page).toHaveURL('/search?q=middleware');
    await expect(page.getByText(`${count} documents found`)).toBeVisible();
  });
});

/** The pages of the modal's hits, in the order the modal groups them. */
async function modalPages(page: Page): Promise<string[]> {
  const hrefs = await hits(page)
    .locator('a')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  return Array.from(new Set(hrefs));
}

test.describe('local search: ranking', () => {
  test('a task in plain words opens the page whose description says it', async ({page}) => {
    await gotoHydrated(page, '/tutorials/overview');
    await searchInModal(page, 'set up the store with the app router');
    await expect(groupTitles(page).first()).toHaveText('Redux Toolkit with Next.js');
  });

  test('a pasted minified error opens its entry in the error catalogue', async ({page}) => {
    await gotoHydrated(page, '/tutorials/overview');
    await searchInModal(
      page,
      'Uncaught Error: Minified Redux Toolkit error #38; visit https://redux-toolkit.js.org/Errors?code=38 for the full message or use the non-minified dev environment for full errors.',
    );
    const first = hits(page).first();
    await expect(first.locator('a')).toHaveAttribute('href', '/errors#code-38');
    await expect(first.locator('.DocSearch-Hit-title')).toHaveText('Error #38');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/errors#code-38$/);
    await expect(page.locator('#code-38')).toBeInViewport();
  });

  test('a comparison finds the comparison page; names match however they are spelled', async ({
    page,
  }) => {
    await gotoHydrated(page, '/tutorials/overview');
    await searchInModal(page, 'rtk query or swr');
    await expect(groupTitles(page).first()).toHaveText(
      'Comparison with Other Data Fetching Libraries',
    );
    for (const query of ['next.js', 'nextjs', 'next js']) {
      await fillModal(page, query);
      await expect(groupTitles(page).first(), query).toHaveText('Redux Toolkit with Next.js');
    }
    for (const query of ['create slice', 'createslice']) {
      await fillModal(page, query);
      await expect(groupTitles(page).first(), query).toHaveText('createSlice');
    }
  });

  test('the /search page lists pages in the modal’s order', async ({page}) => {
    for (const query of ['typed useSelector hook', 'cache lifetime', 'node-fetch']) {
      await gotoHydrated(page, '/tutorials/overview');
      await searchInModal(page, query);
      await expect(hits(page).first()).toBeVisible();
      const inModal = await modalPages(page);
      await gotoHydrated(page, `/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole('article').first()).toBeVisible();
      const onPage = await page
        .getByRole('article')
        .getByRole('heading', {level: 2})
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
      const pagesOnPage = Array.from(new Set(onPage));
      // The page loads 15 hits at a time, the modal shows 20: the same hits, in one order.
      expect(pagesOnPage.length, query).toBeGreaterThan(1);
      expect(inModal.slice(0, pagesOnPage.length), query).toEqual(pagesOnPage);
    }
  });

  test('an API name finds its API page first', async ({page}) => {
    await gotoHydrated(page, '/tutorials/overview');
    await searchInModal(page, 'configureStore');
    await expect(groupTitles(page).first()).toHaveText('configureStore');
    await expect(hits(page).first().locator('a')).toHaveAttribute('href', '/api/configureStore');
  });

  test('tolerates typos and unfinished words', async ({page}) => {
    await gotoHydrated(page, '/tutorials/overview');
    await searchInModal(page, 'createAsyncThnk');
    await expect(hits(page).first().locator('mark').first()).toHaveText('createAsyncThunk');
    await fillModal(page, 'prefetc');
    await expect(hits(page).first().locator('mark').first()).toHaveText(/^prefetch/i);
  });

  test('weighs headings above body text', async ({page}) => {
    await gotoHydrated(page, '/tutorials/overview');
    await searchInModal(page, 'createAsyncThunk');
    // Dozens of sections mention it; the first hits are the sections titled with it.
    const first = hits(page).first();
    await expect(first.locator('.DocSearch-Hit-title')).toHaveText('createAsyncThunk');
  });

  test('finds identifiers that appear only in code examples', async ({page}) => {
    await gotoHydrated(page, '/tutorials/overview');
    // `withStoreName` only exists in the enhancer example of the configureStore page.
    await searchInModal(page, 'withStoreName');
    await expect(hits(page).first().locator('a')).toHaveAttribute(
      'href',
      '/api/configureStore#enhancers',
    );
  });
});

test.describe('local search: the /search page', () => {
  test('lists results with titles, breadcrumbs and highlighted snippets', async ({page}) => {
    await gotoHydrated(page, '/search?q=createAsyncThunk');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Search results for "createAsyncThunk"',
    );
    await expect(page.getByText(/\d+ documents found/)).toBeVisible();
    // The API page leads; the rest are sections, with their anchors.
    const first = page.getByRole('article').first();
    await expect(first.getByRole('heading', {level: 2}).getByRole('link')).toHaveAttribute(
      'href',
      '/api/createAsyncThunk',
    );
    const section = page.getByRole('article').nth(1);
    await expect(section.getByRole('heading', {level: 2}).getByRole('link')).toHaveAttribute(
      'href',
      /^\/[\w/-]+#[\w-]+$/,
    );
    // A section names its page and headings above it; a page result has nothing above it.
    await expect(
      section.getByRole('list', {name: 'Breadcrumbs'}).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(first.getByRole('list', {name: 'Breadcrumbs'})).toHaveCount(0);
    // Matches are marked, in titles and snippets.
    await expect(first.locator('mark').first()).toHaveText(/createAsyncThunk/i);
    // Local search: no "Powered by Algolia".
    await expect(page.getByRole('link', {name: 'Powered by Algolia'})).toHaveCount(0);
    // Typing a new query searches again, and the address follows.
    await page.getByRole('searchbox', {name: 'Search'}).fill('immer');
    await expect(page).toHaveURL('/search?q=immer');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "immer"');
    await expect(page.getByRole('article').first()).toContainText(/immer/i);
  });

  test('is one page landmark with a labelled search box and no version selector', async ({
    page,
  }) => {
    await gotoHydrated(page, '/search?q=configureStore');
    await expect(page.getByRole('article').first()).toBeVisible();
    // The theme's page nested a second <main> around the results.
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    // The docs have one version: nothing to choose.
    await expect(page.locator('select')).toHaveCount(0);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    const box = page.getByRole('search').getByRole('searchbox', {name: 'Search'});
    await expect(box).toHaveValue('configureStore');
    await expect(box).toBeFocused();
    // Without a query: the heading asks for one, and nothing is listed.
    await gotoHydrated(page, '/search');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('status').or(page.getByRole('alert'))).toHaveCount(0);
  });

  test('lists 15 results, then 15 more each time the reader asks, from the keyboard too', async ({
    page,
  }) => {
    await gotoHydrated(page, '/search?q=middleware');
    const articles = page.getByRole('article');
    const titles = articles.getByRole('heading', {level: 2}).getByRole('link');
    await expect(articles).toHaveCount(15);
    const total = Number(
      (await page.getByText(/\d+ documents found/).innerText()).match(/\d+/)![0],
    );
    expect(total, 'enough results for three pages').toBeGreaterThan(30);
    const firstPage = await titles.allInnerTexts();
    // Scrolling to the end loads nothing by itself: the footer stays reachable.
    await page.mouse.wheel(0, 20_000);
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    // Time for a page of results to arrive, had the scroll asked for one.
    await page.waitForTimeout(500);
    await expect(articles).toHaveCount(15);

    const more = page.getByRole('button', {name: 'More results'});
    await more.click();
    await expect(articles).toHaveCount(30);
    expect((await titles.allInnerTexts()).slice(0, 15)).toEqual(firstPage);
    // Focus moves to the first new result, where the reader goes on reading.
    await expect(titles.nth(15)).toBeFocused();

    await more.focus();
    await page.keyboard.press('Enter');
    await expect(articles).toHaveCount(Math.min(45, total));
    await expect(titles.nth(30)).toBeFocused();
    const links = await titles.evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).href));
    expect(new Set(links).size, 'each result listed once').toBe(links.length);
  });

  test('a suggestion of the no-results message searches for it', async ({page}) => {
    await gotoHydrated(page, '/search?q=xqzvkj');
    const status = page.getByRole('status');
    await expect(status).toContainText('Try searching for:');
    const suggestion = status.getByRole('link').first();
    const text = await suggestion.innerText();
    await suggestion.click();
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(text)}`);
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue(text);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('loads the local engine, and no Algolia client', async ({page, request}) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await gotoHydrated(page, '/search?q=configureStore');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(scripts.some((url) => ENGINE.test(new URL(url).pathname))).toBe(true);
    for (const url of scripts) {
      // Strings only Algolia's client carries: its hosts and its credentials header.
      const text = await (await request.get(url)).text();
      expect(text, `${url} holds Algolia's client`).not.toMatch(
        /algolianet|x-algolia-application-id/i,
      );
    }
  });
});

/** The network is back: the next keystroke fetches what failed and finds results. */
async function expectRecoveryWhenBack(page: Page, blocked: (url: URL) => boolean) {
  await page.unroute(blocked);
  await modalInput(page).press('Backspace');
  // The index is fetched and loaded now: over 7 s seen on a busy 2-core runner.
  await expect(hits(page).first()).toBeVisible({timeout: 20_000});
  await expect(modal(page).getByRole('alert')).toBeHidden();
}

test.describe('local search: failures and empty results', () => {
  // The aborted index request is reported by the browser itself.
  test.use({allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/]});

  test('an index that cannot be fetched shows "Unable to fetch results", then recovers', async ({
    page,
  }) => {
    await page.route(isIndex, (route) => route.abort());
    await gotoHydrated(page, '/tutorials/overview');
    await searchInModal(page, 'configureStore');
    const error = modal(page).getByRole('alert');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
    // DocSearch's own screen (here: its empty state) is hidden behind ours.
    await expect(modal(page).getByText(/No results/)).toBeHidden();
    // It stays up: DocSearch's own status resets right after a failure.
    await page.waitForTimeout(500);
    await expect(error).toBeVisible();

    await expectRecoveryWhenBack(page, isIndex);
  });

  test('a part of the index that cannot be fetched fails the same way', async ({page}) => {
    await page.route(isIndexPart, (route) => route.abort());
    await gotoHydrated(page, '/tutorials/overview');
    await searchInModal(page, 'configureStore');
    await expect(modal(page).getByRole('alert')).toContainText('Unable to fetch results');
    await expectRecoveryWhenBack(page, isIndexPart);
  });

  test('the /search page shows the same failure message', async ({page}) => {
    await page.route(isIndex, (route) => route.abort());
    await gotoHydrated(page, '/search?q=configureStore');
    const error = page.getByRole('alert');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
  });

  test('no hits: "No results for" the query, suggestions and a way to report it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/tutorials/overview');
    await searchInModal(page, 'xqzvkj');
    const screen = modal(page).getByRole('status');
    await expect(screen.locator('.DocSearch-Title')).toHaveText('No results for “xqzvkj”');
    await expect(modal(page).getByText('No results found for')).toHaveCount(0);
    await expect(screen).toContainText('Try searching for:');
    await expect(screen).toContainText('Believe this query should return results?');
    const report = screen.getByRole('link', {name: 'Let us know.'});
    await expect(report).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/reduxjs\/redux-toolkit\/issues\/new\?title=.*xqzvkj/,
    );
    // A suggestion is a query to try: choosing it searches for it.
    const suggestion = screen.getByRole('button').first();
    const text = await suggestion.innerText();
    await suggestion.click();
    await expect(modalInput(page)).toHaveValue(text);
    await expect(hits(page).first()).toBeVisible();
  });

  test('the /search page says "No results for" the query too', async ({page}) => {
    await gotoHydrated(page, '/search?q=zzqqxxyy');
    const status = page.getByRole('status');
    await expect(status).toContainText('No results for “zzqqxxyy”');
    await expect(status.getByRole('link', {name: 'Let us know.'})).toBeVisible();
    await expect(page.getByText('No results were found')).toHaveCount(0);
  });
});

test.describe('local search: hostile and huge queries', () => {
  const markup = '<img src=x onerror=alert(1)>';

  // Whether the words of the markup find a section depends on the docs; what must hold either
  // way: the query is shown as typed, no element it describes exists and no script runs.
  test('markup typed into the modal is shown as text and never runs', async ({page}) => {
    failOnDialog(page);
    await gotoHydrated(page, '/tutorials/overview');
    await searchInModal(page, markup);
    await expect(modalInput(page)).toHaveValue(markup);
    // Results or the no-results screen, never nothing.
    await expect(hits(page).or(modal(page).getByRole('status')).first()).toBeVisible();
    if (await modal(page).getByRole('status').isVisible()) {
      await expect(modal(page).getByRole('status')).toContainText(markup);
    } else {
      await expect(modal(page).getByRole('link', {name: /See all \d+ results/})).toHaveAttribute(
        'href',
        `/search?q=${encodeURIComponent(markup)}`,
      );
    }
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await page.waitForTimeout(300);
  });

  test('markup in the /search address is shown as text and never runs', async ({page}) => {
    failOnDialog(page);
    await gotoHydrated(page, `/search?q=${encodeURIComponent(markup)}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      `Search results for "${markup}"`,
    );
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue(markup);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await page.waitForTimeout(300);
  });

  test('a 5,000-character query is handled in the modal and on the page', async ({page}) => {
    const query = 'configureStore middleware '.repeat(200).slice(0, 5000);
    await gotoHydrated(page, '/tutorials/overview');
    await page.keyboard.press('ControlOrMeta+k');
    await fillModal(page, query);
    // DocSearch keeps 512 characters; the engine uses the first words of those.
    await expect(modalInput(page)).toHaveValue(query.slice(0, 512));
    await expect(hits(page).first()).toBeVisible();

    await gotoHydrated(page, `/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText(/\d+ documents found/)).toBeVisible();
  });
});
