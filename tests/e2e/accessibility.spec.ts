import type {Page} from '@playwright/test';
import {builtRoutes, chunk} from './built-routes';
import {axe} from './axe';
import {expect, test, waitForHydration, waitForSearchAnswer} from './fixtures';

// axe-core over every built page: no violation of any rule axe runs by default (WCAG 2.0–2.2
// A/AA and its best practices), including the colour contrast of code tokens and of links
// inside text.
//
// axe is slow on long pages here (a minute and more for a page of 12,000 elements on a 2-core
// runner, most of it in the thousands of code-token spans), so the whole matrix, every page ×
// desktop and phone width × light and dark with code blocks included, runs with AXE_FULL=1
// (run it when the theme, the CSS or a component changes). By default:
// - every page is audited once, in one of the four configurations in turn, code blocks left out;
// - a page with many kinds of code blocks is audited in both modes at desktop width with its code
//   (token colours do not depend on the width);
// - tests/unit/code-token-contrast.test.ts checks every token colour against both backgrounds.
const VIEWPORTS = {
  desktop: {width: 1280, height: 800},
  mobile: {width: 390, height: 844},
} as const;
const MODES = ['light', 'dark'] as const;
const ROUTES = [...builtRoutes(), '/no-such-page'];
// Audited in both modes with their code blocks, at desktop width.
const CODE_ROUTES = ['/introduction/getting-started'];
const FULL = Boolean(process.env.AXE_FULL);
// Audits per test: few tests in all, but enough of them to spread over the workers.
const AUDITS_PER_TEST = FULL ? 12 : 8;

type Width = keyof typeof VIEWPORTS;
type Mode = (typeof MODES)[number];
type Audit = {route: string; modes: Mode[]; withCode: boolean};

/** What each width audits: every page in both modes (AXE_FULL), or each page in its turn. */
function auditsFor(width: Width): Audit[] {
  const widthIndex = Object.keys(VIEWPORTS).indexOf(width);
  return ROUTES.flatMap((route, index): Audit[] => {
    if (FULL) return [{route, modes: [...MODES], withCode: true}];
    if (CODE_ROUTES.includes(route) && width === 'desktop') {
      return [{route, modes: [...MODES], withCode: true}];
    }
    // Page i gets configuration i mod 4: desktop light, desktop dark, phone light, phone dark.
    const config = index % 4;
    if (Math.floor(config / 2) !== widthIndex) return [];
    return [{route, modes: [MODES[config % 2]!], withCode: false}];
  });
}

type Finding = {rule: string; impact: string; route: string; mode: string; targets: string[]};

/**
 * Switches the colour mode the way another tab of the site does: a `storage` event for the
 * `theme` key, which the theme follows (the specification's cross-tab sync). The theme's state
 * changes with it, so components that render per mode (the footer logo) render for this one.
 */
async function setMode(page: Page, mode: Mode): Promise<void> {
  // The theme fades colours between modes (the navbar's background takes 200 ms); axe must see
  // the end state, not a colour halfway through a transition.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page.evaluate((m) => {
    const oldValue = localStorage.getItem('theme');
    localStorage.setItem('theme', m);
    window.dispatchEvent(
      new StorageEvent('storage', {key: 'theme', oldValue, newValue: m, storageArea: localStorage}),
    );
  }, mode);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

async function audit(page: Page, route: string, mode: string, withCode: boolean) {
  // Details of violations only: listing every passing node costs time on long pages.
  const builder = axe(page).exclude('iframe');
  if (!withCode) builder.exclude('.theme-code-block');
  const {violations} = await builder.analyze();
  return violations.map((violation): Finding => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    route,
    mode,
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}

function report(findings: readonly Finding[]): string {
  return findings
    .map(
      ({rule, impact, route, mode, targets}) =>
        `${rule} (${impact}) on ${route} [${mode}]: ${targets.join(' | ')}`,
    )
    .join('\n');
}

test.describe.configure({mode: 'parallel'});

test('the audit reports what it is there to find', async ({page}) => {
  await page.goto('/tutorials/overview');
  await waitForHydration(page);
  await page
    .locator('article p')
    .first()
    .evaluate((paragraph) => {
      paragraph.insertAdjacentHTML(
        'beforeend',
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20">' +
          '<span style="color:#eee">faint</span>',
      );
    });
  const findings = await audit(page, '/tutorials/overview', 'light', false);
  expect(findings.map(({rule}) => rule).sort()).toEqual(['color-contrast', 'image-alt']);
});

for (const [width, viewport] of Object.entries(VIEWPORTS) as Array<
  [Width, (typeof VIEWPORTS)[Width]]
>) {
  test.describe(`axe at ${width} width`, () => {
    test.use({viewport, allowedConsoleErrors: [/status of 404/]});

    for (const audits of chunk(auditsFor(width), AUDITS_PER_TEST)) {
      const first = audits[0]!.route;
      const last = audits.at(-1)!.route;
      test(`no violations on ${first} … ${last}`, async ({page}) => {
        test.setTimeout(audits.length * 60_000);
        const findings: Finding[] = [];
        for (const {route, modes, withCode} of audits) {
          await page.goto(route);
          await waitForHydration(page);
          for (const mode of modes) {
            await setMode(page, mode);
            findings.push(...(await audit(page, route, mode, withCode)));
          }
        }
        expect(findings, report(findings)).toEqual([]);
      });
    }
  });
}

// /search is in the matrix above without a query; what it shows for one is audited here, in both
// modes: results, no results, and a search that failed.
test.describe('axe on the /search page’s states', () => {
  test.use({
    viewport: VIEWPORTS.desktop,
    allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/],
  });

  const states: Array<[name: string, path: string, shown: (page: Page) => Promise<void>]> = [
    [
      'results',
      '/search?q=createAsyncThunk',
      (page) => expect(page.getByRole('button', {name: 'More results'})).toBeVisible(),
    ],
    [
      'no results',
      '/search?q=xqzvkj',
      (page) => expect(page.getByRole('status')).toContainText('Try searching for'),
    ],
    [
      'a failed search',
      '/search?q=configureStore',
      (page) => expect(page.getByRole('alert')).toContainText('Unable to fetch results'),
    ],
  ];
  for (const [name, route, shown] of states) {
    test(`no violations with ${name}, light and dark`, async ({page}) => {
      if (name === 'a failed search') {
        await page.route(/\/search-index\.json/, (r) => r.abort('failed'));
      }
      await page.goto(route);
      await waitForHydration(page);
      await shown(page);
      const findings: Finding[] = [];
      for (const mode of MODES) {
        await setMode(page, mode);
        findings.push(...(await audit(page, route, mode, true)));
      }
      expect(findings, report(findings)).toEqual([]);
    });
  }
});

// The local search modal, which no page shows until asked: its start screen with stored
// searches, a list of hits with one selected, no results and a failure, in both modes and at both
// widths (on a phone it fills the screen).
test.describe('axe on the search modal’s states', () => {
  test.use({allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/]});

  const modal = (page: Page) => page.locator('.DocSearch-Modal');
  const open = async (page: Page) => {
    await page.keyboard.press('ControlOrMeta+k');
    await expect(modal(page).getByRole('searchbox')).toBeFocused();
  };
  const states: Array<[name: string, show: (page: Page) => Promise<void>]> = [
    [
      'recent and favourite searches',
      async (page) => {
        await open(page);
        for (const query of ['withTypes', 'createSlice']) {
          await modal(page).getByRole('searchbox').fill(query);
          await waitForSearchAnswer(page, query);
          const target = await modal(page).getByRole('option').first().getAttribute('href');
          await page.keyboard.press('Enter');
          await expect(modal(page)).toBeHidden();
          // The hit's page first: the theme moves focus to its top once it has rendered.
          await expect(page).toHaveURL(target!);
          await expect(page.getByRole('heading', {level: 1})).toBeVisible();
          await open(page);
        }
        await modal(page).getByTitle('Save this search').first().click();
        await expect(modal(page).locator('.DocSearch-Hit-source')).toHaveText([
          'Recent',
          'Favorite',
        ]);
      },
    ],
    [
      'hits, the second selected',
      async (page) => {
        await open(page);
        await modal(page).getByRole('searchbox').fill('cache lifetime');
        await waitForSearchAnswer(page, 'cache lifetime');
        await page.keyboard.press('ArrowDown');
        await expect(modal(page).getByRole('option').nth(1)).toHaveAttribute(
          'aria-selected',
          'true',
        );
      },
    ],
    [
      'no results',
      async (page) => {
        await open(page);
        await modal(page).getByRole('searchbox').fill('xqzvkj');
        await waitForSearchAnswer(page, 'xqzvkj');
        await expect(modal(page).getByRole('status')).toContainText('Try searching for');
      },
    ],
    [
      'a failed search',
      async (page) => {
        // The head and every part of the index: once, in CI, the modal still answered with
        // only the head blocked (cause not found).
        await page.context().route(/\/search-index(\.json|\/)/, (r) => r.abort('failed'));
        await open(page);
        await modal(page).getByRole('searchbox').fill('configureStore');
        await waitForSearchAnswer(page, 'configureStore');
        await expect(modal(page).getByRole('alert')).toContainText('Unable to fetch results');
      },
    ],
  ];
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    for (const [name, show] of states) {
      test(`no violations with ${name}, ${width}, light and dark`, async ({page}) => {
        // Two audits, and for stored searches two searches and page loads first.
        test.setTimeout(90_000);
        await page.setViewportSize(viewport);
        await page.goto('/tutorials/overview');
        await waitForHydration(page);
        await show(page);
        const findings: Finding[] = [];
        for (const mode of MODES) {
          await setMode(page, mode);
          // The modal only: the page behind it is audited above.
          const builder = axe(page).include('.DocSearch-Container');
          const {violations} = await builder.analyze();
          findings.push(
            ...violations.map((violation) => ({
              rule: violation.id,
              impact: violation.impact ?? 'unknown',
              route: `modal: ${name}`,
              mode,
              targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
            })),
          );
        }
        expect(findings, report(findings)).toEqual([]);
      });
    }
  }
});
