import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {PAGES} from '../../scripts/bench-pages';
import {checkBudgets, cli} from '../../scripts/check-budgets';
import {assetUrlsOf, pageAssets} from '../../scripts/page-assets';
import {pageHtmlFile} from '../../src/build/builtSite';
import {PAGE_BUDGETS} from '../../scripts/page-budgets';

describe('assetUrlsOf', () => {
  it('lists scripts, stylesheets and preloads in document order, each once, quoted or not', () => {
    const html = `<!doctype html><html><head>
      <link rel=stylesheet href=/assets/css/styles.1.css />
      <link rel="preload" as="script" href="/assets/js/pre.js">
      <link rel=modulepreload href=/assets/js/mod.js>
      <link rel="preload" as="style" href='/assets/css/late.css'>
      <script src="/assets/js/a.js" data-route-script defer></script>
      <script src=/assets/js/runtime~main.1.js defer></script>
      <script src="/assets/js/a.js" defer></script>
      </head></html>`;
    expect(assetUrlsOf(html)).toEqual([
      {url: '/assets/js/a.js', kind: 'js'},
      {url: '/assets/js/runtime~main.1.js', kind: 'js'},
      {url: '/assets/css/styles.1.css', kind: 'css'},
      {url: '/assets/js/pre.js', kind: 'js'},
      {url: '/assets/js/mod.js', kind: 'js'},
      {url: '/assets/css/late.css', kind: 'css'},
    ]);
  });

  it('leaves out what is not fetched by the load event or not ours', () => {
    const html = `
      <script type="application/ld+json">{"a":1}</script>
      <script type="application/json" src="/data.json"></script>
      <script>inline()</script>
      <link rel=prefetch href=/assets/js/next.js>
      <link rel=preload as=font href=/fonts/a.woff2>
      <link rel=icon href=/img/favicon.ico>
      <script src="https://cdn.example.com/x.js"></script>
      <script src="//cdn.example.com/y.js"></script>
      <script type="module" src="/assets/js/m.js"></script>`;
    expect(assetUrlsOf(html)).toEqual([{url: '/assets/js/m.js', kind: 'js'}]);
  });
});

describe('budgets over a build', () => {
  let dir: string;
  const js = 'export const x = 1;\n'.repeat(200);
  const css = '.a{color:red}\n'.repeat(100);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-'));
    fs.mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
    fs.mkdirSync(path.join(dir, 'assets/css'), {recursive: true});
    fs.mkdirSync(path.join(dir, 'api'));
    fs.writeFileSync(path.join(dir, 'assets/js/main.js'), js);
    fs.writeFileSync(path.join(dir, 'assets/css/styles.css'), css);
    const page = `<link rel=stylesheet href=/assets/css/styles.css><script src=/assets/js/main.js defer></script>`;
    fs.writeFileSync(path.join(dir, 'index.html'), page);
    fs.writeFileSync(path.join(dir, 'api/createSlice.html'), page);
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('finds the HTML file of a route: index.html for /, flat files for clean URLs', async () => {
    fs.mkdirSync(path.join(dir, 'errors'));
    fs.writeFileSync(path.join(dir, 'errors/index.html'), '');
    const htmlFileOf = (route: string) => pageHtmlFile(dir, '/', route);
    expect(await htmlFileOf('/')).toBe(path.join(dir, 'index.html'));
    expect(await htmlFileOf('/api/createSlice')).toBe(path.join(dir, 'api/createSlice.html'));
    expect(await htmlFileOf('/api/createSlice/')).toBe(path.join(dir, 'api/createSlice.html'));
    expect(await htmlFileOf('/errors')).toBe(path.join(dir, 'errors/index.html'));
  });

  it('counts each file at its gzip size, JS and CSS apart', async () => {
    const [result] = await checkBudgets(dir, {'/api/createSlice': 10_000});
    expect(result).toEqual({
      route: '/api/createSlice',
      jsBytes: gzipSync(js).length,
      cssBytes: gzipSync(css).length,
      totalBytes: gzipSync(js).length + gzipSync(css).length,
      budgetBytes: 10_000,
      files: 2,
    });
  });

  it('passes at the budget and fails one byte over it; a heavier page fails', async () => {
    const total = (await pageAssets(dir, '/')).reduce((sum, asset) => sum + asset.gzipBytes, 0);
    const [atBudget] = await checkBudgets(dir, {'/': total});
    expect(atBudget!.totalBytes).toBeLessThanOrEqual(atBudget!.budgetBytes);
    // A page that pulls in one more chunk, of random (incompressible) bytes.
    fs.writeFileSync(path.join(dir, 'assets/js/extra.js'), `/*${'x'.repeat(10)}${Math.random()}*/`);
    fs.appendFileSync(
      path.join(dir, 'index.html'),
      '<script src=/assets/js/extra.js defer></script>',
    );
    const [heavier] = await checkBudgets(dir, {'/': total});
    expect(heavier!.totalBytes).toBeGreaterThan(heavier!.budgetBytes);
  });

  it('fails when a page names a file the build does not have', async () => {
    fs.appendFileSync(path.join(dir, 'index.html'), '<script src=/assets/js/gone.js></script>');
    await expect(pageAssets(dir, '/')).rejects.toThrow('/assets/js/gone.js is not in the build');
  });

  it('the CLI exits with 1 without a build', async () => {
    expect(await cli(['--build', path.join(dir, 'nothing-here')])).toBe(1);
  });
});

it('every benchmark page has a budget, and only those', () => {
  expect(Object.keys(PAGE_BUDGETS).sort()).toEqual([...PAGES].sort());
});
