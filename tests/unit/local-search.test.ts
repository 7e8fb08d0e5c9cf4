import {describe, expect, it} from 'vitest';
import {buildSearchIndex} from '@site/src/plugins/search-index/build';
import {createLocalSearch, type LocalResult} from '@site/src/plugins/search-index/localSearch';
import type {SearchIndexFile, SearchRecord} from '@site/src/plugins/search-index/schema';

const ORIGIN = 'http://127.0.0.1:3000';

function record(
  url: string,
  fields: Partial<SearchRecord> & Pick<SearchRecord, 'lvl0' | 'title'>,
): SearchRecord {
  const isPage = !url.includes('#');
  return {
    id: url,
    url,
    level: 1,
    lvl1: fields.title,
    lvl2: null,
    parents: isPage ? '' : fields.lvl0,
    content: '',
    code: '',
    language: 'en',
    tag: 'docs-default-current',
    ...fields,
  };
}

// A miniature of the docs: an API page, a guide that mentions the API in passing, and a page
// of another docs version (tag) that contextual search must leave out.
const records: SearchRecord[] = [
  record('/api/configureStore', {
    lvl0: 'configureStore',
    title: 'configureStore',
    content: 'configureStore creates a Redux store from one options object.',
  }),
  record('/api/configureStore#middleware', {
    lvl0: 'configureStore',
    title: 'middleware',
    lvl1: 'middleware',
    content: 'A callback that receives getDefaultMiddleware and returns a Tuple.',
    code: 'getDefaultMiddleware concat logger',
  }),
  record('/usage/guide', {
    lvl0: 'Usage Guide',
    title: 'Usage Guide',
    content: 'Patterns for whole apps. Call configureStore once per app.',
  }),
  record('/usage/guide#thunks', {
    lvl0: 'Usage Guide',
    title: 'createAsyncThunk',
    lvl1: 'Async logic',
    lvl2: 'createAsyncThunk',
    level: 2,
    parents: 'Usage Guide Async logic',
    content:
      'Dispatches pending, fulfilled and rejected actions. Prefetching data is covered elsewhere.',
  }),
  record('/usage/guide#caching', {
    lvl0: 'Usage Guide',
    title: 'Caching data',
    content:
      'RTK Query can prefetch a query before the component mounts. <script>alert(1)</script>',
    code: 'usePrefetch serializableCheck',
  }),
  record('/v1/old', {
    lvl0: 'Old docs',
    title: 'configureStore in version 1',
    tag: 'docs-default-v1',
  }),
];

const file = JSON.parse(JSON.stringify(buildSearchIndex(records))) as SearchIndexFile;
const engine = createLocalSearch(file, ORIGIN);
const CONTEXT = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

function modalSearch(query: string, extra: Record<string, unknown> = {}): LocalResult {
  // The request DocSearch 4.7 sends (captured from the wire in Algolia mode).
  const {results} = engine.search({
    requests: [
      {
        query,
        indexName: 'local',
        attributesToSnippet: ['hierarchy.lvl1:15', 'content:15'],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        facetFilters: CONTEXT,
        ...extra,
      },
    ],
  });
  return results[0]!;
}

const urls = (result: LocalResult) =>
  result.hits.map((hit) => new URL(hit.url).pathname + new URL(hit.url).hash);

describe('local search engine', () => {
  it('ranks the API page first for the API name', () => {
    expect(urls(modalSearch('configureStore'))[0]).toBe('/api/configureStore');
  });

  it('weighs a heading match above the same word in body text', () => {
    const result = modalSearch('createAsyncThunk');
    expect(urls(result)[0]).toBe('/usage/guide#thunks');
  });

  it('matches the last word as a prefix while it is typed', () => {
    expect(urls(modalSearch('prefetc'))).toEqual(
      expect.arrayContaining(['/usage/guide#caching', '/usage/guide#thunks']),
    );
  });

  it('tolerates a typo in a long word', () => {
    expect(urls(modalSearch('createAsyncThnk'))[0]).toBe('/usage/guide#thunks');
    expect(urls(modalSearch('configuerStore'))[0]).toBe('/api/configureStore');
  });

  it('finds identifiers that appear only in code blocks', () => {
    expect(urls(modalSearch('serializableCheck'))).toEqual(['/usage/guide#caching']);
    expect(urls(modalSearch('logger'))).toEqual(['/api/configureStore#middleware']);
  });

  it('applies contextual facet filters: other docs versions stay out', () => {
    expect(urls(modalSearch('version'))).toEqual([]);
    expect(urls(modalSearch('version', {facetFilters: []}))).toEqual(['/v1/old']);
  });

  it('returns absolute URLs with anchors, as the theme requires', () => {
    const hit = modalSearch('middleware').hits[0]!;
    expect(hit.url).toBe(`${ORIGIN}/api/configureStore#middleware`);
    expect(hit.url_without_anchor).toBe(`${ORIGIN}/api/configureStore`);
    expect(hit.anchor).toBe('middleware');
  });

  it('types a hit by where it matched: heading level, or content', () => {
    expect(modalSearch('createAsyncThunk').hits[0]!.type).toBe('lvl2');
    expect(modalSearch('middleware').hits[0]!.type).toBe('lvl1');
    expect(modalSearch('fulfilled').hits[0]!.type).toBe('content');
  });

  it('highlights matches in escaped HTML, with the requested tags', () => {
    const hit = modalSearch('alert').hits[0]!;
    expect(hit._snippetResult.content.value).toContain(
      '&lt;script&gt;<mark>alert</mark>(1)&lt;/script&gt;',
    );
    expect(hit._snippetResult.content.value).not.toContain('<script>');
    expect(hit._highlightResult.hierarchy.lvl1!.value).toBe('Caching data');
  });

  it('cuts the content snippet around the first match, with the ellipsis asked for', () => {
    const hit = modalSearch('fulfilled', {attributesToSnippet: ['content:4']}).hits[0]!;
    expect(hit._snippetResult.content.value).toBe('…pending, <mark>fulfilled</mark> and rejected…');
  });

  it('lists page records once in the search page breadcrumbs', () => {
    const page = modalSearch('configureStore').hits[0]!;
    expect(Object.keys(page._highlightResult.hierarchy)).toEqual(['lvl0']);
    const section = modalSearch('createAsyncThunk').hits[0]!;
    expect(Object.keys(section._highlightResult.hierarchy)).toEqual(['lvl0', 'lvl1', 'lvl2']);
  });

  it('answers the /search page helper, which sends [{indexName, params}] and pages', () => {
    const {results} = engine.search([
      {indexName: 'local', params: {query: 'configureStore', hitsPerPage: 1, page: 1}},
      {indexName: 'local', params: {query: 'configureStore', hitsPerPage: 0}},
    ]);
    expect(results[0]).toMatchObject({page: 1, hitsPerPage: 1, index: 'local'});
    expect(results[0]!.nbHits).toBeGreaterThan(1);
    expect(results[0]!.nbPages).toBe(results[0]!.nbHits);
    expect(results[0]!.hits).toHaveLength(1);
    expect(results[1]!.hits).toEqual([]);
    // The page's default highlight, which the page rewrites to its own class.
    expect(
      engine.search([{indexName: 'local', params: {query: 'logger'}}]).results[0]!.hits[0]!
        ._snippetResult.content.value,
    ).toBe('A callback that receives getDefaultMiddleware and returns a Tuple.');
  });

  it('requires most words of a multi-word query, not just one', () => {
    expect(modalSearch('configureStore zzzz').nbHits).toBeGreaterThan(0);
    expect(modalSearch('<img src=x onerror=alert(1)>').nbHits).toBe(0);
  });

  it('suggests nearby words, or page titles, when nothing matches', () => {
    const near = modalSearch('logerr');
    expect(near.nbHits).toBe(0);
    expect(near.suggestions).toContain('logger');
    expect(modalSearch('qqqqqqqq').suggestions).toEqual([
      'configureStore',
      'Usage Guide',
      'Old docs',
    ]);
  });

  it('answers a 5,000-character query quickly', () => {
    const started = performance.now();
    const result = modalSearch('configureStore '.repeat(340).slice(0, 5000));
    expect(performance.now() - started).toBeLessThan(200);
    expect(urls(result)[0]).toBe('/api/configureStore');
  });

  it('rejects an index written in another format', () => {
    expect(() => createLocalSearch({...file, version: 0 as 1}, ORIGIN)).toThrow(/format/);
  });
});
