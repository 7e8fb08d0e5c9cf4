import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import type {PostBuildProps} from '../../src/plugins/post-build/step';
import {assertUniqueIds, duplicateIds, uniqueIdsStep} from '../../src/plugins/unique-ids';
import {builtHtmlFiles} from '../../src/plugins/shared/builtSite';

// The heading pair that once shared `rtk-query` on /introduction/getting-started, minified the
// way the build writes it (unquoted attributes).
const CLASHING_HEADINGS =
  '<main><h3 class=anchor id=rtk-query>RTK Query</h3><p>…</p>' +
  '<h2 class=anchor id=rtk-query>Fetching data with RTK Query</h2></main>';

describe('duplicateIds', () => {
  it('finds two headings with one anchor, with their tags in page order', () => {
    expect(duplicateIds(CLASHING_HEADINGS)).toEqual([{id: 'rtk-query', elements: ['h3', 'h2']}]);
  });

  it('passes a page whose ids are all distinct', () => {
    expect(
      duplicateIds('<h2 id=a>A</h2><h3 id="included-a">A</h3><svg><g id=b></g></svg>'),
    ).toEqual([]);
  });

  it('ignores id-like text in scripts and code', () => {
    const html =
      '<div id=a></div><script>document.body.innerHTML = "<div id=a></div>"</script>' +
      '<pre><code>&lt;div id=a&gt;</code></pre>';
    expect(duplicateIds(html)).toEqual([]);
  });
});

describe('assertUniqueIds', () => {
  it('names the page and the id', () => {
    expect(() =>
      assertUniqueIds([
        {page: 'index.html', html: '<h2 id=x>x</h2>'},
        {page: 'introduction/getting-started.html', html: CLASHING_HEADINGS},
      ]),
    ).toThrow(/introduction\/getting-started\.html: id "rtk-query" on 2 elements \(h3, h2\)/);
  });

  it('passes clean pages, even when two pages use the same id', () => {
    expect(() =>
      assertUniqueIds([
        {page: 'a.html', html: '<h2 id=x>x</h2>'},
        {page: 'b.html', html: '<h2 id=x>x</h2>'},
      ]),
    ).not.toThrow();
  });
});

describe('the unique-ids post-build step', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unique-ids-'));
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), html);
  };
  const postBuild = () => uniqueIdsStep().run({outDir: dir} as PostBuildProps);

  it('reads every built page, in nested folders too, and fails on the one with a duplicate', async () => {
    write('index.html', '<h1 id=top>Home</h1>');
    write('api/createSlice.html', '<h2 id=parameters>Parameters</h2>');
    write('assets/app.js', 'document.body.innerHTML = "<i id=x></i><i id=x></i>"');
    expect(await builtHtmlFiles(dir)).toEqual(['api/createSlice.html', 'index.html']);
    await expect(postBuild()).resolves.toBeUndefined();

    write('introduction/getting-started.html', CLASHING_HEADINGS);
    await expect(postBuild()).rejects.toThrow('introduction/getting-started.html: id "rtk-query"');
  });
});
