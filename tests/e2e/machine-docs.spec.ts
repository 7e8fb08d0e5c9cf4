import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {builtRoutes} from './built-routes';
import {expect, followDocLink, gotoHydrated, test} from './fixtures';
import {MARKER_KEYS} from '../../src/code-blocks/grammar';

// Docs for machines (src/plugins/llms-txt): every doc page's Markdown at its URL plus `.md`,
// /llms.txt listing them, /llms-full.txt with all of them, and the "Copy page" button.

const ROOT = path.resolve(__dirname, '../..');
const NOT_DOCS = new Set(['/', '/errors', '/search']);
const docRoutes = builtRoutes().filter((route) => !NOT_DOCS.has(route));

/** The doc's source text: routes are the docs' paths (routeBasePath '/'). */
function sourceOf(route: string): string {
  const file = ['.mdx', '.md']
    .map((ext) => path.join(ROOT, 'docs', `${route}${ext}`))
    .find((f) => fs.existsSync(f));
  if (!file) throw new Error(`no source for ${route}`);
  return fs.readFileSync(file, 'utf8');
}

/** Headings outside code, and the code blocks' bodies, of a Markdown text. */
function outline(markdown: string): {headings: string[]; code: string[]} {
  const headings: string[] = [];
  const code: string[] = [];
  let fence: string | undefined;
  let body: string[] = [];
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence) {
      if (marker && marker[1]!.startsWith(fence) && marker[2]!.trim() === '') {
        code.push(body.join('\n'));
        fence = undefined;
      } else body.push(line);
    } else if (marker) {
      fence = marker[1];
      body = [];
    } else if (/^#{1,6}\s/.test(line)) {
      headings.push(line.replace(/\s*\{\/\*\s*#[\w-]+\s*\*\/\}\s*$/, ''));
    }
  }
  return {headings, code};
}

test('every doc page has a Markdown twin that says what its source says', async ({request}) => {
  expect(docRoutes.length).toBeGreaterThan(60);
  for (const route of docRoutes) {
    const response = await request.get(`${route}.md`);
    expect(response.status(), route).toBe(200);
    expect(response.headers()['content-type'], route).toMatch(/^text\/markdown/);
    const twin = await response.text();
    const file = sourceOf(route);
    const title = /^title:\s*(.+)$/m
      .exec(file)?.[1]
      ?.trim()
      .replace(/^(['"])(.*)\1$/, '$2');
    const source = outline(file.replace(/^---\n[\s\S]*?\n---\n/, ''));
    // A page whose title lives only in its front matter gets it as the twin's heading.
    if (!source.headings[0]?.startsWith('# ')) source.headings.unshift(`# ${title}`);
    // Same headings and the very same code; no front matter, MDX imports or JSX left.
    expect(outline(twin), route).toEqual(source);
    expect(twin, route).toMatch(/^# \S/);
    const prose = twin.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2\s*$/gm, '');
    // An MDX import statement (`import X from '…'`), not a wrapped line of prose starting "import a".
    expect(prose, route).not.toMatch(/^import\s.*\sfrom\s+['"]|^<\/?(Tabs|TabItem)\b|\{\/\*/m);
    expect(prose, route).not.toMatch(/\]\((\.\.?\/)[^)]*\.mdx?\b/);
  }
});

test('/llms.txt lists every doc page with its description, by section', async ({request}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^# Redux Toolkit\n\n> .+\n/);
  for (const section of ['Introduction', 'Tutorials', 'API Reference', 'RTK Query']) {
    expect(text).toContain(`\n## ${section}\n`);
  }
  const entries = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\): (.+)$/gm)];
  const listed = entries
    .map(([, , url]) => new URL(url!).pathname)
    .filter((p) => p.endsWith('.md'))
    .map((p) => p.slice(0, -'.md'.length));
  expect([...listed].sort()).toEqual(docRoutes);
  for (const [, title, , description] of entries) {
    expect(title!.trim(), 'title').not.toBe('');
    expect(description!.length, `description of ${title}`).toBeGreaterThan(20);
  }
});

test('/llms-full.txt holds every twin, in the order /llms.txt lists them', async ({request}) => {
  const full = await (await request.get('/llms-full.txt')).text();
  const order = [
    ...(await (await request.get('/llms.txt')).text()).matchAll(/\]\(([^)]+\.md)\)/g),
  ].map(([, url]) => new URL(url!).pathname);
  let at = 0;
  for (const twinPath of order) {
    const twin = (await (await request.get(twinPath)).text()).trimEnd();
    const found = full.indexOf(twin, at);
    expect(found, `${twinPath} missing or out of order`).toBeGreaterThan(at - 1);
    at = found + twin.length;
  }
});

test('no fence of a twin or of /llms-full.txt carries a marker of the code-block grammar', async ({
  request,
}) => {
  // `run`, `skip-check`, `no-browser`, `existing`, `recap`, `live`: for our tools, not readers.
  const marker = new RegExp(`(?:^|\\s)(?:${MARKER_KEYS.join('|')})(?:=|\\s|$)`);
  const leaks = (name: string, markdown: string) =>
    markdown
      .split('\n')
      .filter((line) => {
        const fence = /^\s*(?:`{3,}|~{3,})\S*\s+(.*)$/.exec(line);
        return fence !== null && marker.test(fence[1]!);
      })
      .map((line) => `${name}: ${line.trim()}`);
  const full = await (await request.get('/llms-full.txt')).text();
  const found = leaks('llms-full.txt', full);
  for (const route of docRoutes) {
    found.push(...leaks(`${route}.md`, await (await request.get(`${route}.md`)).text()));
  }
  expect(found).toEqual([]);
  // Not vacuous: the sources' fences carry them (src/code-blocks/grammar.ts, and the run blocks).
  const inSources = docRoutes.flatMap((route) => leaks(route, sourceOf(route)));
  expect(inSources.length).toBeGreaterThan(100);
});

async function copyButton(page: Page) {
  return page.getByRole('button', {name: /^(Copy page|Copied|Copy failed)$/});
}

test.describe('the "Copy page" button', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copies the page as Markdown and says so', async ({page, request}) => {
    await gotoHydrated(page, '/api/createSlice');
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      '/api/createSlice.md',
    );
    const button = await copyButton(page);
    await expect(button).toHaveText('Copy page');
    await button.click();
    await expect(button).toHaveText('Copied');
    await expect(page.getByRole('status').filter({hasText: 'on the clipboard'})).toHaveText(
      'The page is on the clipboard as Markdown.',
    );
    const expected = await (await request.get('/api/createSlice.md')).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    // Back to its label, so it can be used again.
    await expect(button).toHaveText('Copy page', {timeout: 5_000});
  });

  test('works after a client-side navigation, for the new page', async ({page, request}) => {
    await gotoHydrated(page, '/api/createSlice');
    await followDocLink(page, 'createReducer', /\/api\/createReducer$/);
    await (await copyButton(page)).click();
    await expect(await copyButton(page)).toHaveText('Copied');
    const expected = await (await request.get('/api/createReducer.md')).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test.describe('when the Markdown cannot be fetched', () => {
    test.use({allowedConsoleErrors: [/Failed to load resource|ERR_FAILED/]});

    test('says it failed, and the Markdown link remains', async ({page}) => {
      await gotoHydrated(page, '/rtk-query/api/createApi');
      await page.route('**/*.md', (route) => route.abort('failed'));
      const button = await copyButton(page);
      await button.click();
      await expect(button).toHaveText('Copy failed');
      await expect(
        page.getByRole('status').filter({hasText: 'could not be copied'}),
      ).toBeAttached();
      await expect(page.getByRole('link', {name: 'Markdown', exact: true})).toHaveAttribute(
        'href',
        '/rtk-query/api/createApi.md',
      );
      await expect(button).toHaveText('Copy page', {timeout: 5_000});
    });
  });
});
