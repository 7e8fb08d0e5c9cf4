import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractPage} from '@site/src/plugins/search-index/extract';
import {indexedRoutes} from '@site/src/plugins/search-index';
import {queryTerms, indexTokens, MAX_QUERY_TERMS} from '@site/src/search/schema';

// A built doc page as the classic theme renders it, trimmed to the parts the extractor meets:
// navbar, sidebar, breadcrumbs, TOC, tabs with a hidden JavaScript twin, a titled code block,
// heading permalinks, an h4, a reused heading id, pagination and footer.
const docPage = fs.readFileSync(
  path.join(__dirname, 'fixtures/search-index/doc-page.html'),
  'utf8',
);

const extract = (html: string, pagePath = '/api/makeWidgetStore') =>
  extractPage({path: pagePath, html, defaultLanguage: 'en'});

describe('extractPage', () => {
  const {records, isDocsPage} = extract(docPage);
  const byUrl = (url: string) => records.find((record) => record.url === url);

  it('recognises a docs page by its docsearch tag', () => {
    expect(isDocsPage).toBe(true);
  });

  it('makes one record for the page and one per ## and ### heading, with anchors', () => {
    expect(records.map((record) => [record.url, record.level, record.title])).toEqual([
      ['/api/makeWidgetStore', 1, 'makeWidgetStore'],
      ['/api/makeWidgetStore#parameters', 1, 'Parameters'],
      ['/api/makeWidgetStore#reducer', 2, 'The reducer option'],
      ['/api/makeWidgetStore#return-value', 1, 'Return value'],
      ['/api/makeWidgetStore#return-value', 1, 'Return value again'],
    ]);
  });

  it('gives each record its heading trail: page title, ## heading, ### heading', () => {
    expect(byUrl('/api/makeWidgetStore#reducer')).toMatchObject({
      lvl0: 'makeWidgetStore',
      lvl1: 'Parameters',
      lvl2: 'The reducer option',
      parents: 'makeWidgetStore Parameters',
    });
    expect(byUrl('/api/makeWidgetStore#parameters')).toMatchObject({
      lvl0: 'makeWidgetStore',
      lvl1: 'Parameters',
      lvl2: null,
      parents: 'makeWidgetStore',
    });
    expect(byUrl('/api/makeWidgetStore')).toMatchObject({
      lvl0: 'makeWidgetStore',
      lvl1: 'makeWidgetStore',
    });
  });

  it('keeps the prose of each section, the introduction in the page record', () => {
    expect(byUrl('/api/makeWidgetStore')!.content).toBe(
      'makeWidgetStore creates a store for widgets. It wraps createStore.',
    );
    expect(byUrl('/api/makeWidgetStore#parameters')!.content).toBe(
      'It takes one options object & nothing else.',
    );
  });

  it('folds #### headings and their text into the enclosing section', () => {
    const reducer = byUrl('/api/makeWidgetStore#reducer')!;
    expect(reducer.content).toContain('Errors from the reducer');
    expect(reducer.content).toContain('A reducer that returns undefined throws.');
  });

  it('indexes identifiers of the visible code block, not its hidden JavaScript twin', () => {
    const {code, content} = byUrl('/api/makeWidgetStore#reducer')!;
    expect(code.split(' ')).toEqual(
      expect.arrayContaining(['store', 'makeWidgetStore', 'reducer', 'widgetsReducer']),
    );
    // Lines are separate words, not glued together across the line break.
    expect(code.split(' ')).toContain('TypedOnlyInTypeScript');
    expect(code).not.toContain('hiddenJavaScriptTwin');
    // Keywords say nothing; code stays out of the prose used for snippets.
    expect(code.split(' ')).not.toContain('const');
    expect(content).not.toContain('widgetsReducer');
  });

  it('leaves out navigation chrome: navbar, sidebar, breadcrumbs, TOC, buttons, footer', () => {
    const everything = JSON.stringify(records);
    for (const chrome of [
      'NavbarBrandText',
      'NavbarGuideLink',
      'SidebarGuideLink',
      'BreadcrumbCategory',
      'On this page',
      'TocParametersText',
      'CopyButtonText',
      'LastUpdatedText',
      'PaginationNextText',
      'FooterCopyrightText',
      'src/app/widgetStore.ts',
      'TypeScriptJavaScript',
      '\u200b',
    ]) {
      expect(everything, `"${chrome}" is page chrome and must not be indexed`).not.toContain(
        chrome,
      );
    }
  });

  it('keeps a heading whose id repeats, under a distinct record id', () => {
    const ids = records.map((record) => record.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('/api/makeWidgetStore#return-value~2');
  });

  it('carries the language and docs tag used by contextual search', () => {
    expect(new Set(records.map((record) => `${record.language} ${record.tag}`))).toEqual(
      new Set(['en docs-default-current']),
    );
  });

  it('reads a standalone page from its <main>, where <pre> outside code blocks is prose', () => {
    const html = `<html><head><meta name="docsearch:language" content="en"></head><body>
      <nav>Navbar</nav><main><h1>Production error codes</h1><p>Every code.</p>
      <h2 id="all-codes">All error codes<a class="hash-link" href="#all-codes">&#8203;</a></h2>
      <table><tr><td>0</td><td><pre>prepareAction did not return an object</pre></td></tr></table>
      </main></body></html>`;
    const page = extract(html, '/errors');
    expect(page.isDocsPage).toBe(false);
    expect(page.records.map((record) => [record.url, record.tag])).toEqual([
      ['/errors', 'default'],
      ['/errors#all-codes', 'default'],
    ]);
    expect(page.records[1]!.content).toContain('prepareAction did not return an object');
  });

  it('gives the page record the page description, and sections none', () => {
    expect(byUrl('/api/makeWidgetStore')!.summary).toBe('Reference for the widget store.');
    expect(byUrl('/api/makeWidgetStore#parameters')!.summary).toBe('');
  });

  it('tells a docs page in a sidebar from one outside every sidebar', () => {
    expect(extract(docPage).unlisted).toBe(false);
    const unlisted = docPage.replace(/theme-doc-sidebar-container/g, 'no-sidebar');
    expect(extract(unlisted).unlisted).toBe(true);
  });

  it('makes an element with data-search-section and an id a record of its own', () => {
    const html = `<html><head><meta name="description" content="Every code."></head><body>
      <main><h1>Production error codes</h1><p>Codes and messages.</p>
      <h2 id="all-codes">All error codes</h2><p>The table:</p>
      <table><tr id="code-38" data-search-section="Error #38"><td>38</td>
      <td><pre>Cannot refetch a query that has not been started yet.</pre></td></tr>
      <tr id="code-39" data-search-section="Error #39"><td>39</td><td><pre>Other.</pre></td></tr>
      </table><p>After the table.</p></main></body></html>`;
    const {records} = extract(html, '/errors');
    expect(records.map((record) => [record.url, record.title, record.lvl1, record.lvl2])).toEqual([
      ['/errors', 'Production error codes', 'Production error codes', null],
      ['/errors#all-codes', 'All error codes', 'All error codes', null],
      ['/errors#code-38', 'Error #38', 'All error codes', 'Error #38'],
      ['/errors#code-39', 'Error #39', 'All error codes', 'Error #39'],
    ]);
    expect(records[2]!.content).toBe('38 Cannot refetch a query that has not been started yet.');
    // The text around the rows stays with the enclosing section.
    expect(records[1]!.content).toBe('The table: After the table.');
  });

  it('returns no records for a page without a title', () => {
    expect(extract('<html><body><main><p>No heading</p></main></body></html>').records).toEqual([]);
  });
});

describe('indexedRoutes', () => {
  it('indexes every page but the home page, the search page and the 404 page', () => {
    expect(
      indexedRoutes(['/', '/search', '/404.html', '/api/configureStore', '/errors'], '/'),
    ).toEqual(['/api/configureStore', '/errors']);
    expect(indexedRoutes(['/docs/', '/docs/search', '/docs/errors'], '/docs/')).toEqual([
      '/docs/errors',
    ]);
  });
});

describe('tokenizer', () => {
  it('indexes camel-case identifiers whole and by part', () => {
    expect(indexTokens('createAsyncThunk RTKQuery api.util')).toEqual([
      'createAsyncThunk',
      'create',
      'Async',
      'Thunk',
      'RTKQuery',
      'RTK',
      'Query',
      'api',
      'util',
    ]);
  });

  it('keeps query identifiers whole, drops stop words and caps long queries', () => {
    expect(queryTerms('How to use the createAsyncThunk API?')).toEqual([
      'use',
      'createasyncthunk',
      'api',
    ]);
    expect(queryTerms('<img src=x onerror=alert(1)>')).toEqual([
      'img',
      'src',
      'onerror',
      'alert',
      '1',
    ]);
    expect(queryTerms('word '.repeat(1000) + 'x y')).toEqual(['word']);
    const many = Array.from({length: 50}, (_, i) => `term${i}`).join(' ');
    expect(queryTerms(many)).toHaveLength(MAX_QUERY_TERMS);
  });
});
