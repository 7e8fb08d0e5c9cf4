import {waitFor, type EnginePage} from './driver';
import {RUN_ENDED} from '../e2e/run-all';
import {clickButton, logOf} from './examples';
import {engineOf, expect, open, ORIGIN, reports, test} from './fixtures';

// What a reader does on the site, in Firefox and WebKit: each check runs in both engines (the
// projects of playwright.engines.config.ts) and a failure names its engine.

const text = (page: EnginePage, selector: string) =>
  page.evaluate<string | null>(
    'return document.querySelector(arguments[0])?.textContent?.trim() ?? null;',
    selector,
  );
const heading = (page: EnginePage) => text(page, 'main h1, article h1');

test('the home page and an API page render, with highlighted code', async ({site}) => {
  await open(site, '/');
  expect(
    await site.evaluate<number>('return document.querySelectorAll("main a").length;'),
  ).toBeGreaterThan(5);
  await open(site, '/api/createSlice');
  expect(await heading(site)).toBe('createSlice');
  // Prism's tokens: code is highlighted, not plain text.
  expect(
    await site.evaluate<number>(
      'return document.querySelectorAll(".theme-code-block .token").length;',
    ),
  ).toBeGreaterThan(100);
});

test('the sidebar navigates, and Back returns', async ({site}) => {
  await open(site, '/api/createSlice');
  await site.click('nav[aria-label="Docs sidebar"] a[href="/api/createAction"]');
  await waitFor(
    site,
    'createAction',
    `document.querySelector('article h1')?.textContent === 'createAction'`,
  );
  expect(await site.url()).toBe(`${ORIGIN}/api/createAction`);
  await site.back();
  await waitFor(
    site,
    'createSlice again',
    `document.querySelector('article h1')?.textContent === 'createSlice'`,
  );
});

test('dark mode is kept across a reload', async ({site}) => {
  await open(site, '/introduction/getting-started');
  // The toggle cycles system → light → dark.
  for (let n = 0; n < 3; n++) {
    if ((await site.evaluate<string>('return document.documentElement.dataset.theme;')) === 'dark')
      break;
    await site.click('nav[aria-label="Main"] button[title*="mode"]');
  }
  expect(await site.evaluate<string>('return document.documentElement.dataset.theme;')).toBe(
    'dark',
  );
  await site.reload();
  await waitFor(
    site,
    'the reloaded page',
    `document.documentElement.dataset.hasHydrated === 'true'`,
  );
  expect(await site.evaluate<string>('return document.documentElement.dataset.theme;')).toBe(
    'dark',
  );
  expect(await site.evaluate<string>('return localStorage.getItem("theme");')).toBe('dark');
});

/** Waits until the search modal lists its answer to `query` (src/components/SearchModal). */
const answered = (page: EnginePage, query: string) =>
  waitFor(
    page,
    `the search modal's answer to "${query}"`,
    `(() => { const modal = document.querySelector('.DocSearch-Modal'); return modal && modal.getAttribute('data-results-for') === arguments[0] && !modal.hasAttribute('data-pending'); })()`,
    [query],
    20_000,
  );

/** Opens the modal with Ctrl+K, types `query` at a reader's pace and waits for the answer. */
async function searchFor(page: EnginePage, query: string): Promise<void> {
  await page.press('Control', 'k');
  await waitFor(
    page,
    'the focused search box',
    `document.activeElement?.classList.contains('DocSearch-Input')`,
  );
  await page.type(query, 40);
  await answered(page, query);
}

test('Ctrl+K searches as the reader types; Enter opens a hit, Escape closes; /search?q=', async ({
  site,
}) => {
  await open(site, '/tutorials/overview');
  await searchFor(site, 'configureStore');
  expect(await site.evaluate<string>('return document.activeElement.value;')).toBe(
    'configureStore',
  );
  expect(
    await site.evaluate<number>('return document.querySelectorAll(".DocSearch-Hit").length;'),
  ).toBeGreaterThan(3);
  await site.press('Escape');
  await waitFor(site, 'the modal to close', `!document.querySelector('.DocSearch-Modal')`);

  await searchFor(site, 'createSlice');
  const target = await site.evaluate<string>(
    'return document.querySelector(".DocSearch-Hit a").pathname;',
  );
  await site.press('Enter');
  await waitFor(site, `the hit's page ${target}`, `location.pathname === arguments[0]`, [target]);

  await open(site, '/search?q=configureStore');
  await waitFor(
    site,
    'results on /search',
    `document.querySelectorAll('main article').length > 3`,
    [],
    20_000,
  );
});

test('a deep link opens the page at its section', async ({site}) => {
  await open(site, '/api/createSlice#reducers');
  await waitFor(
    site,
    'the #reducers heading at the top of the viewport',
    `(() => { const top = document.getElementById('reducers').getBoundingClientRect().top; return top >= 0 && top < 200; })()`,
  );
});

test('the TypeScript / JavaScript choice is remembered across pages and reloads', async ({
  site,
}) => {
  // The selected tab of the page's first TypeScript / JavaScript pair (not its npm / yarn tabs).
  const pair = `Array.from(document.querySelectorAll('[role=tablist]')).find((list) => Array.from(list.querySelectorAll('[role=tab]')).some((tab) => tab.textContent === 'JavaScript'))`;
  const selected = () =>
    site.evaluate<string | null>(
      `return ${pair}?.querySelector('[aria-selected=true]')?.textContent ?? null;`,
    );
  await open(site, '/tutorials/quick-start');
  expect(await selected()).toBe('TypeScript');
  await site.evaluate(
    `const tab = Array.from(${pair}.querySelectorAll('[role=tab]')).find((tab) => tab.textContent === 'JavaScript');
     tab.scrollIntoView({block: 'center'});
     tab.setAttribute('data-engine-check', 'js-tab');`,
  );
  await site.click('[data-engine-check="js-tab"]');
  await waitFor(
    site,
    'the JavaScript tab',
    `${pair}?.querySelector('[aria-selected=true]')?.textContent === 'JavaScript'`,
  );
  expect(
    await site.evaluate<string>('return localStorage.getItem("docusaurus.tab.language");'),
  ).toBe('js');
  await open(site, '/api/createSlice');
  expect(await selected()).toBe('JavaScript');
  await site.reload();
  await waitFor(
    site,
    'the reloaded page',
    `document.documentElement.dataset.hasHydrated === 'true'`,
  );
  expect(await selected()).toBe('JavaScript');
});

/** Presses Run on the live example `selector` names and waits for its summary line. */
async function run(page: EnginePage, selector: string): Promise<string> {
  await page.evaluate(
    'document.querySelector(arguments[0]).scrollIntoView({block: "center"});',
    selector,
  );
  await clickButton(page, selector, 'Run');
  await waitFor(
    page,
    'the example to finish',
    `new RegExp(arguments[1]).test(${logOf})`,
    [selector, RUN_ENDED.source],
    30_000,
  );
  return page.evaluate<string>(`return ${logOf};`, selector);
}

test('Run on /api/createAction passes its assertions', async ({site}) => {
  await open(site, '/api/createAction');
  expect(await run(site, '[class*="liveExample_"]')).toContain('10 assertions passed');
});

test('a React example runs and shows its app', async ({site}) => {
  await open(site, '/rtk-query/usage/examples');
  const example = '[data-engine-check="posts"]';
  await site.evaluate(
    `const heading = document.getElementById('posts-try');
     let next = heading.nextElementSibling;
     while (next && !next.matches('[class*="liveExample_"]') && !next.querySelector('[class*="liveExample_"]')) next = next.nextElementSibling;
     (next.matches('[class*="liveExample_"]') ? next : next.querySelector('[class*="liveExample_"]')).setAttribute('data-engine-check', 'posts');`,
  );
  expect(await run(site, example)).toMatch(/\d+ assertions passed/);
  await waitFor(
    site,
    'the app frame',
    `document.querySelector(arguments[0] + ' iframe:not([hidden])')?.getBoundingClientRect().height > 100`,
    [example],
  );
});

test('the phone menu opens and navigates', async ({site}) => {
  await site.setViewport(390, 844);
  await open(site, '/introduction/getting-started');
  await site.click('button.navbar__toggle');
  await waitFor(
    site,
    'the open phone menu',
    `document.querySelector('.navbar-sidebar')?.getBoundingClientRect().width > 200`,
  );
  // The link to the tutorials in the panel on screen (the menu slides between two panels),
  // once it has slid in and stopped: the same box in two polls in a row (WebKit's driver once
  // refused a click on it mid-slide as "not interactable").
  await waitFor(
    site,
    'the tutorials link at rest on screen in the menu',
    `(() => {
      const link = Array.from(document.querySelectorAll('.navbar-sidebar a')).find((link) => {
        const box = link.getBoundingClientRect();
        return link.getAttribute('href') === '/tutorials/overview' && box.left >= 0 && box.right <= innerWidth && box.width > 0;
      });
      if (!link) return false;
      const box = JSON.stringify(link.getBoundingClientRect());
      const still = window.__menuLinkBox === box;
      window.__menuLinkBox = box;
      if (still) link.setAttribute('data-engine-check', 'menu-link');
      return still;
    })()`,
  );
  await site.click('[data-engine-check="menu-link"]');
  await waitFor(site, 'Tutorials Overview', `location.pathname === '/tutorials/overview'`);
});

test('/Errors?code=19 lands on the error, and an unknown path on the 404 page', async ({site}) => {
  await site.goto(`${ORIGIN}/Errors?code=19`);
  await waitFor(
    site,
    '/errors?code=19',
    `location.pathname + location.search === '/errors?code=19'`,
    [],
    20_000,
  );
  await waitFor(
    site,
    'the message of error 19',
    `document.getElementById('requested-error')?.textContent.startsWith('Error 19') && document.querySelector('[aria-labelledby="requested-error"]').textContent.length > 40`,
  );
  await site.goto(`${ORIGIN}/no-such-page`);
  await waitFor(
    site,
    'the 404 page',
    `document.querySelector('h1')?.textContent === 'Page Not Found'`,
  );
});

test.describe('the error probe', () => {
  // One pattern: Playwright reads a two-item array given to test.use as [value, options].
  test.use({allowedReports: [/probe check|script-src/]});

  test('reports an uncaught error, a console error and a CSP violation in this engine', async ({
    site,
  }) => {
    await open(site, '/tutorials/overview');
    const seen = (await reports()).length;
    await site.evaluate(`
      setTimeout(() => { throw new Error('probe check: uncaught'); });
      console.error('probe check: console');
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);`);
    const engine = site.engine;
    await expect
      .poll(async () =>
        (await reports())
          .slice(seen)
          .filter((report) => engineOf(report.agent) === engine)
          .map((report) => report.kind)
          .sort(),
      )
      .toEqual(['console.error', 'csp', 'error']);
    // The policy held: the inline script did not run.
    expect(await site.evaluate<boolean>('return window.inlineRan === true;'), engine).toBe(false);
  });
});
