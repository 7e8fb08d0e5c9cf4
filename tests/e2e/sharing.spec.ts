import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {SOCIAL_CARDS} from '../../src/data/socialCards';
import {metaDescription} from '../../src/plugins/page-descriptions';
import {builtRoutes} from './built-routes';
import {expect, gotoHydrated, test} from './fixtures';

// What link previews, crawlers and readers see of a page: canonical URL, description, Open Graph
// and Twitter tags with the section's social card, and the doc footer's last update.

// The site URL the default build is made with (docusaurus.config.ts, SITE_URL unset).
const SITE_URL = 'http://127.0.0.1:3000';
const ROOT = path.resolve(__dirname, '../..');

const meta = (page: Page, key: string) =>
  page.locator(`head meta[property="${key}"], head meta[name="${key}"]`);

function frontMatterDescription(docPath: string): string {
  const source = fs.readFileSync(path.join(ROOT, 'docs', `${docPath}.mdx`), 'utf8');
  return /^description:\s*(.+)$/m
    .exec(source)![1]!
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');
}

const SAMPLE_PAGES = [
  ['/introduction/getting-started', 'introduction'],
  ['/tutorials/quick-start', 'tutorials'],
  ['/usage/usage-guide', 'usage'],
  ['/api/createSlice', 'api'],
  ['/rtk-query/api/created-api/hooks', 'rtk-query'],
] as const;

test.describe('doc page metadata', () => {
  for (const [route, section] of SAMPLE_PAGES) {
    test(`${route}: canonical URL, description and the ${section} social card`, async ({page}) => {
      await gotoHydrated(page, route);
      const url = `${SITE_URL}${route}`;
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', url);
      await expect(meta(page, 'og:url')).toHaveAttribute('content', url);

      const description = frontMatterDescription(route.slice(1));
      await expect(meta(page, 'description')).toHaveAttribute('content', description);
      await expect(meta(page, 'og:description')).toHaveAttribute('content', description);
      await expect(meta(page, 'og:title')).toHaveAttribute('content', /\| Redux Toolkit$/);

      // One card, absolute, the section's: link previews take the first og:image they find.
      const card = `${SITE_URL}/img/social/${section}.png`;
      await expect(meta(page, 'og:image')).toHaveCount(1);
      await expect(meta(page, 'og:image')).toHaveAttribute('content', card);
      await expect(meta(page, 'twitter:image')).toHaveAttribute('content', card);
      await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
      await expect(meta(page, 'og:type')).toHaveCount(1);
      await expect(meta(page, 'og:type')).toHaveAttribute('content', 'article');
      await expect(meta(page, 'og:site_name')).toHaveAttribute('content', 'Redux Toolkit');
    });
  }

  test('the home page has the site card and is a website', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(meta(page, 'og:image')).toHaveAttribute(
      'content',
      `${SITE_URL}/img/social-card.png`,
    );
    await expect(meta(page, 'og:type')).toHaveAttribute('content', 'website');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE_URL}/`,
    );
  });
});

test('every social card is a 1200×630 PNG', async ({request}) => {
  for (const file of [
    '/img/social-card.png',
    ...SOCIAL_CARDS.map((c) => `/img/social/${c.section}.png`),
  ]) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toBe('image/png');
    const png = await response.body();
    // IHDR: width and height, big-endian, right after the signature and chunk header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], file).toEqual([1200, 630]);
  }
});

test('every built page has a description of its own', async ({request}) => {
  const descriptions = new Map<string, string>();
  for (const route of builtRoutes()) {
    const html = await (await request.get(route)).text();
    const content = metaDescription(html) ?? '';
    expect(content.length, `${route} description`).toBeGreaterThan(30);
    descriptions.set(route, content);
  }
  // No description reused by another page (a copy-pasted front matter).
  const seen = new Map<string, string>();
  for (const [route, content] of descriptions) {
    expect(seen.get(content), `${route} shares its description`).toBeUndefined();
    seen.set(content, route);
  }
});

test('a doc page shows when it was last updated, and no edit link when none is configured', async ({
  page,
}) => {
  await gotoHydrated(page, '/api/configureStore');
  const updated = page.locator('.theme-last-updated');
  await expect(updated).toContainText('Last updated on');
  const datetime = await updated.locator('time').getAttribute('datetime');
  expect(Date.parse(datetime!)).toBeGreaterThan(Date.parse('2026-01-01'));
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveCount(0);
});
