import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import * as cheerio from 'cheerio';
import {policyDirective} from '../../src/plugins/security-headers/csp';
import {builtRoutes} from './built-routes';
import {expect, gotoHydrated, test, waitForSearchAnswer} from './fixtures';

// The headers of build/_headers, applied by scripts/serve.ts as a static host applies them.

const BUILD_DIR = path.resolve(__dirname, '../../build');

/** Collects the page's CSP violation reports from its first script on. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {cspViolations: string[]};
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);

test('pages come with the security headers', async ({request}) => {
  for (const route of ['/', '/api/createSlice', '/search', '/no-such-page']) {
    const response = await request.get(route);
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    expect(policyDirective(policy, 'default-src'), route).toEqual(["'self'"]);
    expect(policyDirective(policy, 'script-src'), route).not.toContain("'unsafe-inline'");
    expect(
      policyDirective(policy, 'script-src').some((s) => s.startsWith("'sha256-")),
      route,
    ).toBe(true);
    expect(policyDirective(policy, 'frame-ancestors'), route).toEqual(["'none'"]);
    // A local build talks to no other origin.
    expect(policy, route).not.toMatch(/https?:\/\//);
    expect(headers['x-content-type-options'], route).toBe('nosniff');
    expect(headers['referrer-policy'], route).toBe('strict-origin-when-cross-origin');
  }
});

test.describe('under the Content-Security-Policy', () => {
  test.beforeEach(async ({page}) => recordViolations(page));

  test('pages load, hydrate, switch tabs and search with no violation report', async ({page}) => {
    await gotoHydrated(page, '/tutorials/quick-start');
    await page.getByRole('tab', {name: 'JavaScript'}).first().click();
    await page.keyboard.press('ControlOrMeta+k');
    const box = page.locator('.DocSearch-Modal').getByRole('searchbox');
    await expect(box).toBeFocused();
    await box.fill('createSlice');
    await waitForSearchAnswer(page, 'createSlice');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await gotoHydrated(page, '/errors?code=5');
    await gotoHydrated(page, '/search?q=configureStore');
    await expect(page.locator('article').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test.describe('on the not-found page', () => {
    // The browser reports the 404 status of the document it then leaves.
    test.use({allowedConsoleErrors: [/status of 404/]});

    test('the letter-case redirect runs under the policy', async ({page}) => {
      await page.goto('/API/createslice');
      await expect(page).toHaveURL('/api/createSlice');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('createSlice');
      expect(await violations(page)).toEqual([]);
    });
  });

  test.describe('enforcement', () => {
    // The browser logs the violation it blocks: that is what this test provokes.
    test.use({allowedConsoleErrors: [/violates the following Content Security Policy/]});

    test('a script injected into the page does not run', async ({page}) => {
      await gotoHydrated(page, '/');
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injectedScriptRan = true;';
        document.head.append(script);
        return (window as {injectedScriptRan?: boolean}).injectedScriptRan === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => violations(page)).toContainEqual('script-src-elem blocked inline');
    });
  });
});

test.describe('in the built pages', () => {
  const pages = builtRoutes().map((route) => {
    const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
    return {route, $: cheerio.load(fs.readFileSync(path.join(BUILD_DIR, file), 'utf8'))};
  });

  test('every link that leaves the site has rel=noopener', () => {
    const missing: string[] = [];
    let external = 0;
    for (const {route, $} of pages) {
      $('a[href^="http://"], a[href^="https://"]').each((_, element) => {
        const href = $(element).attr('href') ?? '';
        if (href.startsWith('http://127.0.0.1')) return;
        external++;
        if (!/\bnoopener\b/.test($(element).attr('rel') ?? '')) missing.push(`${route}: ${href}`);
      });
    }
    expect(external).toBeGreaterThan(pages.length);
    expect(missing).toEqual([]);
  });

  test('nothing is loaded over plain http (no mixed content on an https host)', () => {
    const insecure: string[] = [];
    for (const {route, $} of pages) {
      $('script[src], img[src], iframe[src], source[src], link[href]').each((_, element) => {
        const $element = $(element);
        const rel = $element.attr('rel') ?? '';
        // canonical, alternate and the like name a URL; they do not load it.
        if ($element.is('link') && !/stylesheet|preload|prefetch|icon|manifest/.test(rel)) return;
        const url = $element.attr('src') ?? $element.attr('href') ?? '';
        if (url.startsWith('http:')) insecure.push(`${route}: ${url}`);
      });
    }
    expect(insecure).toEqual([]);
  });
});
