import {describe, expect, it} from 'vitest';
import {buildSearchIndex, type BuiltSearchIndex} from '@site/src/plugins/search-index/build';
import {createLocalSearch, type LocalResult} from '@site/src/plugins/search-index/localSearch';
import MiniSearch from 'minisearch';
import {
  MINISEARCH_OPTIONS,
  shardOf,
  type SearchRecord,
} from '@site/src/plugins/search-index/schema';
import {ShardedIndex} from '@site/src/plugins/search-index/shardedIndex';

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
    summary: '',
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

// Small shards, so that the tests see a query load some of them and not others.
const built = JSON.parse(
  JSON.stringify(buildSearchIndex(records, {termsPerShard: 8})),
) as BuiltSearchIndex;
const {file} = built;

/** Serves the built files from memory, as the site serves them next to the index head. */
function fileServer() {
  const fetched: string[] = [];
  const failing = new Set<string>();
  const fetchFile = async (relativePath: string): Promise<unknown> => {
    fetched.push(relativePath);
    if (failing.has(relativePath)) throw new Error(`${relativePath}: network error`);
    const shard = /^search-index\/terms-(\d+)\.json$/.exec(relativePath);
    if (shard) return built.shards[Number(shard[1])];
    const page = /^search-index\/page-(\d+)\.json$/.exec(relativePath);
    if (page) return built.contents[Number(page[1])];
    throw new Error(`no such file: ${relativePath}`);
  };
  return {fetchFile, fetched, failing};
}

const engine = createLocalSearch(file, ORIGIN, fileServer().fetchFile);
const CONTEXT = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

async function modalSearch(
  query: string,
  extra: Record<string, unknown> = {},
): Promise<LocalResult> {
  // The request DocSearch 4.7 sends (captured from the wire in Algolia mode).
  const {results} = await engine.search({
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

describe('local search engine', async () => {
  it('ranks the API page first for the API name', async () => {
    expect(urls(await modalSearch('configureStore'))[0]).toBe('/api/configureStore');
  });

  it('weighs a heading match above the same word in body text', async () => {
    const result = await modalSearch('createAsyncThunk');
    expect(urls(result)[0]).toBe('/usage/guide#thunks');
  });

  it('matches the last word as a prefix while it is typed', async () => {
    expect(urls(await modalSearch('prefetc'))).toEqual(
      expect.arrayContaining(['/usage/guide#caching', '/usage/guide#thunks']),
    );
  });

  it('tolerates a typo in a long word', async () => {
    expect(urls(await modalSearch('createAsyncThnk'))[0]).toBe('/usage/guide#thunks');
    expect(urls(await modalSearch('configuerStore'))[0]).toBe('/api/configureStore');
  });

  it('finds identifiers that appear only in code blocks', async () => {
    expect(urls(await modalSearch('serializableCheck'))).toEqual(['/usage/guide#caching']);
    expect(urls(await modalSearch('logger'))).toEqual(['/api/configureStore#middleware']);
  });

  it('applies contextual facet filters: other docs versions stay out', async () => {
    expect(urls(await modalSearch('version'))).toEqual([]);
    expect(urls(await modalSearch('version', {facetFilters: []}))).toEqual(['/v1/old']);
  });

  it('returns absolute URLs with anchors, as the theme requires', async () => {
    const hit = (await modalSearch('middleware')).hits[0]!;
    expect(hit.url).toBe(`${ORIGIN}/api/configureStore#middleware`);
    expect(hit.url_without_anchor).toBe(`${ORIGIN}/api/configureStore`);
    expect(hit.anchor).toBe('middleware');
  });

  it('types a hit by where it matched: heading level, or content', async () => {
    expect((await modalSearch('createAsyncThunk')).hits[0]!.type).toBe('lvl2');
    expect((await modalSearch('middleware')).hits[0]!.type).toBe('lvl1');
    expect((await modalSearch('fulfilled')).hits[0]!.type).toBe('content');
  });

  it('highlights matches in escaped HTML, with the requested tags', async () => {
    const hit = (await modalSearch('alert')).hits[0]!;
    expect(hit._snippetResult.content.value).toContain(
      '&lt;script&gt;<mark>alert</mark>(1)&lt;/script&gt;',
    );
    expect(hit._snippetResult.content.value).not.toContain('<script>');
    expect(hit._highlightResult.hierarchy.lvl1!.value).toBe('Caching data');
  });

  it('cuts the content snippet around the first match, with the ellipsis asked for', async () => {
    const hit = (await modalSearch('fulfilled', {attributesToSnippet: ['content:4']})).hits[0]!;
    expect(hit._snippetResult.content.value).toBe('…pending, <mark>fulfilled</mark> and rejected…');
  });

  it('lists page records once in the search page breadcrumbs', async () => {
    const page = (await modalSearch('configureStore')).hits[0]!;
    expect(Object.keys(page._highlightResult.hierarchy)).toEqual(['lvl0']);
    const section = (await modalSearch('createAsyncThunk')).hits[0]!;
    expect(Object.keys(section._highlightResult.hierarchy)).toEqual(['lvl0', 'lvl1', 'lvl2']);
  });

  it('answers the /search page helper, which sends [{indexName, params}] and pages', async () => {
    const {results} = await engine.search([
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
      (await engine.search([{indexName: 'local', params: {query: 'logger'}}])).results[0]!.hits[0]!
        ._snippetResult.content.value,
    ).toBe('A callback that receives getDefaultMiddleware and returns a Tuple.');
  });

  it('requires most words of a multi-word query, not just one', async () => {
    expect((await modalSearch('configureStore zzzz')).nbHits).toBeGreaterThan(0);
    expect((await modalSearch('<img src=x onerror=alert(1)>')).nbHits).toBe(0);
  });

  it('suggests nearby words, or page titles, when nothing matches', async () => {
    const near = await modalSearch('logerr');
    expect(near.nbHits).toBe(0);
    expect(near.suggestions).toContain('logger');
    expect((await modalSearch('qqqqqqqq')).suggestions).toEqual([
      'configureStore',
      'Usage Guide',
      'Old docs',
    ]);
  });

  it('answers a 5,000-character query quickly', async () => {
    const started = performance.now();
    const result = await modalSearch('configureStore '.repeat(340).slice(0, 5000));
    expect(performance.now() - started).toBeLessThan(200);
    expect(urls(result)[0]).toBe('/api/configureStore');
  });

  it('rejects an index written in another format', async () => {
    expect(() =>
      createLocalSearch(
        {...file, version: 0 as typeof file.version},
        ORIGIN,
        fileServer().fetchFile,
      ),
    ).toThrow(/format/);
  });
});

describe('local search engine: what it fetches', () => {
  it('fetches the postings shards a query needs, each once, and the text of shown pages only', async () => {
    const server = fileServer();
    const search = createLocalSearch(file, ORIGIN, server.fetchFile);
    expect(file.shardCount).toBeGreaterThan(3);
    const request = {query: 'logger', hitsPerPage: 20};
    await search.search({requests: [request]});
    const shards = server.fetched.filter((p) => p.includes('/terms-'));
    expect(shards.length).toBeGreaterThan(0);
    expect(shards.length).toBeLessThan(file.shardCount);
    // Only the configureStore page has a hit: its content file, no other.
    const pages = server.fetched.filter((p) => p.includes('/page-'));
    expect(pages).toEqual([
      `search-index/page-${file.contentPages.indexOf('/api/configureStore')}.json`,
    ]);

    const before = server.fetched.length;
    await search.search({requests: [request]});
    expect(server.fetched.length).toBe(before);
  });

  it('rejects a search whose shard cannot be fetched, and fetches it again next time', async () => {
    const server = fileServer();
    const search = createLocalSearch(file, ORIGIN, server.fetchFile);
    const shard = `search-index/terms-${shardOf('middleware', file.shardCount)}.json`;
    server.failing.add(shard);
    await expect(search.search({requests: [{query: 'middleware'}]})).rejects.toThrow(
      /network error/,
    );
    server.failing.delete(shard);
    const {results} = await search.search({requests: [{query: 'middleware'}]});
    expect(results[0]!.nbHits).toBeGreaterThan(0);
    expect(server.fetched.filter((p) => p === shard)).toHaveLength(2);
  });

  it('splits the build into a head, shards and one content file per page', () => {
    expect(file.contentPages).toEqual(['/api/configureStore', '/usage/guide', '/v1/old']);
    expect(built.shards).toHaveLength(file.shardCount);
    expect(file.index.index).toEqual([]);
    // Every term is in the shard the browser will look in, and only there.
    for (const term of file.terms) {
      const holders = built.shards.filter((s) => s.entries.some(([t]) => t === term));
      expect(holders).toEqual([built.shards[shardOf(term, file.shardCount)]]);
    }
    expect(built.contents[1]!.content['/usage/guide#thunks']).toMatch(/^Dispatches pending/);
  });
});

// A miniature of the pages the relevance set is about: each query below has one page that a
// reader needs, and at least one page that mentions the query's words without answering it.
const docs: SearchRecord[] = [
  record('/api/createApi', {
    lvl0: 'createApi',
    title: 'createApi',
    content: 'createApi defines an API slice with endpoints.',
  }),
  record('/usage/customizing-create-api', {
    lvl0: 'Customizing createApi',
    title: 'Customizing createApi',
    content: 'Build your own createApi with buildCreateApi and custom modules.',
  }),
  record('/internal/overview', {
    lvl0: 'Internals: Overview',
    title: 'Internals: Overview',
    content: 'What createApi builds inside: the slice, the middleware and the thunks.',
  }),
  record('/usage/nextjs', {
    lvl0: 'Redux Toolkit with Next.js',
    title: 'Redux Toolkit with Next.js',
    summary: 'How to set up the store in a Next.js app with the App Router or the Pages Router.',
    content: 'One store per request.',
  }),
  record('/usage/ssr#streaming', {
    lvl0: 'Server Side Rendering',
    title: 'Streaming',
    content: 'With the app router, a server component can stream the store state.',
  }),
  record('/compare', {
    lvl0: 'Comparison with Other Data Fetching Libraries',
    title: 'Comparison with Other Data Fetching Libraries',
    content: 'How RTK Query compares with TanStack Query (formerly React Query), SWR and Apollo.',
  }),
  record('/hooks#without-react', {
    lvl0: 'Hooks',
    title: 'Using a query without React',
    content: 'Call initiate to start a query outside React components.',
  }),
  record('/queries#result', {
    lvl0: 'Queries',
    title: 'Result fields',
    content:
      'isLoading and isFetching differ: isLoading is true on the first load only, isFetching whenever a request runs.',
  }),
  record('/queries#loading-ui', {
    lvl0: 'Queries',
    title: 'Loading UI',
    content:
      'Show a spinner while isLoading is true, and a grey row for each item. Fetching more pages is covered on the pagination page.',
  }),
  record('/fetch#fetch-fn', {
    lvl0: 'fetchBaseQuery',
    title: 'fetchFn',
    content: 'On Node before 18, pass fetchFn from the node-fetch package.',
  }),
  record('/immutability#between', {
    lvl0: 'Immutability Middleware',
    title: 'Mutations between dispatches',
    content:
      'The middleware reports "A state mutation was detected between dispatches, in the path" and the path of the changed value.',
  }),
  record('/immutability#options', {
    lvl0: 'Immutability Middleware',
    title: 'Options',
    content: 'ignoredPaths leaves paths out of the state mutation checks between dispatches.',
  }),
  record('/errors', {
    lvl0: 'Production error codes',
    title: 'Production error codes',
    content: 'Production builds replace long messages with "Minified Redux Toolkit error #N".',
  }),
  record('/errors#code-38', {
    lvl0: 'Production error codes',
    title: 'Error #38',
    lvl1: 'All error codes',
    lvl2: 'Error #38',
    level: 2,
    content: '38 Cannot refetch a query that has not been started yet.',
  }),
];
const docsBuilt = JSON.parse(
  JSON.stringify(buildSearchIndex(docs, {termsPerShard: 8, unlisted: ['/internal/overview']})),
) as BuiltSearchIndex;
const docsEngine = createLocalSearch(docsBuilt.file, ORIGIN, async (relativePath) => {
  const shard = /terms-(\d+)\.json$/.exec(relativePath);
  if (shard) return docsBuilt.shards[Number(shard[1])];
  return docsBuilt.contents[Number(/page-(\d+)\.json$/.exec(relativePath)![1])];
});
async function firstHits(query: string, count = 3): Promise<string[]> {
  const {results} = await docsEngine.search({requests: [{query, hitsPerPage: 20}]});
  return urls(results[0]!).slice(0, count);
}

describe('local search engine: what a reader means', () => {
  it('puts the page whose title is the query above pages that mention it, listed pages first', async () => {
    expect(await firstHits('createApi')).toEqual([
      '/api/createApi',
      '/usage/customizing-create-api',
      '/internal/overview',
    ]);
  });

  it('finds a task by the page description that says it in the reader’s words', async () => {
    expect((await firstHits('set up the store with the app router'))[0]).toBe('/usage/nextjs');
  });

  it('reads abbreviations and synonyms from the table: "react query" is the TanStack comparison', async () => {
    expect((await firstHits('react query'))[0]).toBe('/compare');
    expect((await firstHits('tanstack query vs rtk'))[0]).toBe('/compare');
  });

  it('answers "X vs Y" with the section that has both', async () => {
    expect((await firstHits('isLoading vs isFetching'))[0]).toBe('/queries#result');
    expect((await firstHits('isFetching or isLoading difference'))[0]).toBe('/queries#result');
  });

  it('folds punctuation and spacing both ways', async () => {
    for (const query of ['node-fetch', 'nodefetch', 'node fetch']) {
      expect((await firstHits(query))[0], query).toBe('/fetch#fetch-fn');
    }
    for (const query of ['next.js', 'nextjs', 'next js']) {
      expect((await firstHits(query))[0], query).toBe('/usage/nextjs');
    }
    for (const query of ['create api', 'createapi', 'create-api']) {
      expect((await firstHits(query))[0], query).toBe('/api/createApi');
    }
  });

  it('matches a pasted message by its words, nearest together first', async () => {
    expect(
      (
        await firstHits(
          "Error: A state mutation was detected between dispatches, in the path 'todos.0.completed'. This may cause incorrect behavior.",
        )
      )[0],
    ).toBe('/immutability#between');
  });

  it('puts the catalogue entry of a quoted error code first', async () => {
    const message =
      'Minified Redux Toolkit error #38; visit https://redux-toolkit.js.org/Errors?code=38 for the full message or use the non-minified dev environment for full errors.';
    expect((await firstHits(message))[0]).toBe('/errors#code-38');
    expect((await firstHits('minified redux toolkit error #38'))[0]).toBe('/errors#code-38');
    // Another code, or none: no entry is pinned.
    expect((await firstHits('error #39'))[0]).not.toBe('/errors#code-38');
  });

  it('gives the /search page the modal’s order, page after page', async () => {
    for (const query of ['createApi', 'state mutation', 'query']) {
      const modal = (await docsEngine.search({requests: [{query, hitsPerPage: 20}]})).results[0]!;
      const paged = await docsEngine.search([
        {indexName: 'local', params: {query, hitsPerPage: 2, page: 0}},
        {indexName: 'local', params: {query, hitsPerPage: 2, page: 1}},
        {indexName: 'local', params: {query, hitsPerPage: 2, page: 2}},
      ]);
      expect(paged.results.flatMap(urls), query).toEqual(urls(modal).slice(0, 6));
    }
  });
});

describe('ShardedIndex', () => {
  it('scores as MiniSearch does over the whole index, shard by shard', () => {
    const whole = MiniSearch.loadJS<SearchRecord>(
      {...docsBuilt.file.index, index: docsBuilt.shards.flatMap((shard) => shard.entries)},
      MINISEARCH_OPTIONS,
    );
    const sharded = ShardedIndex.fromHead(docsBuilt.file.index, MINISEARCH_OPTIONS);
    for (const shard of docsBuilt.shards) sharded.addPostings(shard.entries);
    for (const query of ['createApi', 'query', 'state mutation', 'fetc', 'reactquery']) {
      const options = {prefix: true, combineWith: 'OR'} as const;
      expect(sharded.search(query, options), query).toEqual(whole.search(query, options));
    }
    expect(sharded.documentCount).toBe(whole.documentCount);
  });
});
