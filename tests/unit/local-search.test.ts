import {describe, expect, it} from 'vitest';
import {buildSearchIndex, type BuiltSearchIndex} from '@site/src/plugins/search-index/build';
import {
  createLocalSearch,
  isNotCached,
  NotCachedError,
  prefixRange,
  usesProximity,
  type LocalResult,
} from '@site/src/search/localSearch';
import {planQuery, vocabularyOf} from '@site/src/search/query';
import {rank, rerank} from '@site/src/search/rank';
import MiniSearch from 'minisearch';
import {
  decodeTerms,
  encodeTerms,
  MINISEARCH_OPTIONS,
  pieceOf,
  SEARCH_OPTIONS,
  shardPath,
  startsOf,
  textPath,
  type SearchIndexFile,
  type SearchRecord,
} from '@site/src/search/schema';
import {recordsOf, ShardedIndex} from '@site/src/search/shardedIndex';

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

// Small shards and text pieces, so that the tests see a query load some of them and not others.
const SMALL = {shardBytes: 120, textPieceBytes: 80} as const;
const built = JSON.parse(JSON.stringify(buildSearchIndex(records, SMALL))) as BuiltSearchIndex;
const {file} = built;
const terms = decodeTerms(file.terms);
/** The shard file that holds a term's postings. */
const shardOfTerm = (index: SearchIndexFile, term: string) =>
  shardPath(pieceOf(startsOf(index.shardSizes), decodeTerms(index.terms).indexOf(term)));

/** Serves the built files from memory, as the site serves them next to the index head. */
function fileServer() {
  const fetched: string[] = [];
  const failing = new Set<string>();
  const fetchFile = async (relativePath: string): Promise<unknown> => {
    fetched.push(relativePath);
    if (failing.has(relativePath)) throw new Error(`${relativePath}: network error`);
    const shard = /^search-index\/terms-(\d+)\.json$/.exec(relativePath);
    if (shard) return built.shards[Number(shard[1])];
    const piece = /^search-index\/text-(\d+)\.json$/.exec(relativePath);
    if (piece) return built.texts[Number(piece[1])];
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

  it('matches a last word of two letters after others as a word, from three as a prefix', async () => {
    expect(urls(await modalSearch('co'))[0]).toBe('/api/configureStore');
    const title = async (query: string) =>
      (await modalSearch(query)).hits[0]!._highlightResult.hierarchy.lvl0!.value;
    expect(await title('usage gu')).toBe('<mark>Usage</mark> Guide');
    expect(await title('usage gui')).toBe('<mark>Usage</mark> <mark>Guide</mark>');
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
  /** The text pieces that hold the records of `page`. */
  const piecesOf = (page: string) =>
    Array.from(
      new Set(
        recordsOf(file)
          .map(({stored}, n) => (stored.url.split('#')[0] === page ? n : -1))
          .filter((n) => n >= 0)
          .map((n) => textPath(pieceOf(startsOf(file.textSizes), n))),
      ),
    );

  it('fetches the postings shards a query needs, each once, and the text of shown hits only', async () => {
    const server = fileServer();
    const search = createLocalSearch(file, ORIGIN, server.fetchFile);
    expect(file.shardSizes.length).toBeGreaterThan(3);
    const request = {query: 'logger', hitsPerPage: 20};
    await search.search({requests: [request]});
    const shards = server.fetched.filter((p) => p.includes('/terms-'));
    expect(shards).toEqual([shardOfTerm(file, 'logger')]);
    // Only the middleware section has a hit: its text piece, no other.
    const texts = server.fetched.filter((p) => p.includes('/text-'));
    const n = recordsOf(file).findIndex(({id}) => id === '/api/configureStore#middleware');
    expect(texts).toEqual([textPath(pieceOf(startsOf(file.textSizes), n))]);
    expect(texts.length).toBeLessThan(built.texts.length);

    const before = server.fetched.length;
    await search.search({requests: [request]});
    expect(server.fetched.length).toBe(before);
  });

  it('finds a prefix’s terms in one shard or a few adjacent ones', async () => {
    const server = fileServer();
    const search = createLocalSearch(file, ORIGIN, server.fetchFile);
    await search.search({requests: [{query: 'prefetc'}]});
    const shards = server.fetched
      .filter((p) => p.includes('/terms-'))
      .map((p) => Number(/(\d+)\.json$/.exec(p)![1]))
      .sort((a, b) => a - b);
    expect(shards.length).toBeGreaterThan(0);
    expect(shards.at(-1)! - shards[0]!).toBe(shards.length - 1);
  });

  it('rejects a search whose shard cannot be fetched, and fetches it again next time', async () => {
    const server = fileServer();
    const search = createLocalSearch(file, ORIGIN, server.fetchFile);
    const shard = shardOfTerm(file, 'middleware');
    server.failing.add(shard);
    await expect(search.search({requests: [{query: 'middleware'}]})).rejects.toThrow(
      /network error/,
    );
    server.failing.delete(shard);
    const {results} = await search.search({requests: [{query: 'middleware'}]});
    expect(results[0]!.nbHits).toBeGreaterThan(0);
    expect(server.fetched.filter((p) => p === shard)).toHaveLength(2);
  });

  it('answers a cachedOnly search from loaded files only, and rejects one that needs more', async () => {
    const server = fileServer();
    const search = createLocalSearch(file, ORIGIN, server.fetchFile);
    const request = {query: 'createAsyncThunk', facetFilters: CONTEXT};
    const error = await search.search({requests: [request]}, {cachedOnly: true}).catch((e) => e);
    expect(error).toBeInstanceOf(NotCachedError);
    expect(isNotCached(error)).toBe(true);
    // The word's shard, and its synonym's (`thunk`).
    expect((error as NotCachedError).files).toContain(shardOfTerm(file, 'createasyncthunk'));
    expect((error as NotCachedError).files.every((p) => p.includes('/terms-'))).toBe(true);
    expect(server.fetched).toEqual([]);

    const fetched = await search.search({requests: [request]});
    const count = server.fetched.length;
    const cached = await search.search({requests: [request]}, {cachedOnly: true});
    expect(cached.results[0]!.hits).toEqual(fetched.results[0]!.hits);
    expect(cached.results[0]!.hits.length).toBeGreaterThan(0);
    expect(server.fetched).toHaveLength(count);
    // Other hits: their postings or their text are not loaded.
    await expect(
      search.search({requests: [{query: 'logger'}]}, {cachedOnly: true}),
    ).rejects.toSatisfy(isNotCached);
    expect(server.fetched).toHaveLength(count);
    expect(isNotCached(new Error('network error'))).toBe(false);
  });

  it('rejects a cachedOnly search whose postings are loaded but not the text of its hits', async () => {
    const server = fileServer();
    const search = createLocalSearch(file, ORIGIN, server.fetchFile);
    // Facets that match nothing: the shard is fetched, no text.
    await search.search({requests: [{query: 'logger', facetFilters: ['language:xx']}]});
    expect(server.fetched.every((p) => p.includes('/terms-'))).toBe(true);
    const error = await search
      .search({requests: [{query: 'logger'}]}, {cachedOnly: true})
      .catch((e) => e);
    expect(isNotCached(error)).toBe(true);
    expect((error as NotCachedError).files).toEqual(piecesOf('/api/configureStore').slice(-1));
  });

  it('splits the build into a head, shards of adjacent terms and small text pieces', () => {
    expect(file.pages.map((page) => page.path)).toEqual([
      '/api/configureStore',
      '/usage/guide',
      '/v1/old',
    ]);
    expect(built.shards).toHaveLength(file.shardSizes.length);
    expect(terms).toEqual(terms.slice().sort());
    // The shards hold every term's postings, in term order, each in the shard the head names.
    expect(built.shards.flatMap((shard) => shard.postings)).toHaveLength(terms.length);
    expect(file.shardSizes).toEqual(built.shards.map((shard) => shard.postings.length));
    expect(file.textSizes).toEqual(built.texts.map((piece) => piece.texts.length));
    // The texts, in record order, split in pieces of consecutive records.
    const texts = built.texts.flatMap((piece) => piece.texts);
    expect(texts).toHaveLength(records.length);
    expect(built.texts.length).toBeGreaterThan(2);
    expect(piecesOf('/usage/guide').length).toBeGreaterThan(1);
    const thunks = recordsOf(file).findIndex(({id}) => id === '/usage/guide#thunks');
    expect(texts[thunks]).toMatch(/^Dispatches pending/);
  });

  it('describes every record in the head as the records say, without MiniSearch’s own maps', () => {
    expect(recordsOf(file)).toEqual(
      records.map(({id, url, level, lvl0, lvl1, lvl2, language, tag}) => ({
        id,
        stored: {url, level, lvl0, lvl1, lvl2, language, tag},
      })),
    );
    expect(Object.keys(file)).not.toContain('index');
  });

  it('derives repeated ids, and refuses records the head cannot describe', () => {
    const twice = [
      record('/p', {lvl0: 'P', title: 'P'}),
      record('/p#a', {lvl0: 'P', title: 'A'}),
      {...record('/p#a', {lvl0: 'P', title: 'A again'}), id: '/p#a~2'},
    ];
    const head = buildSearchIndex(twice).file;
    expect(recordsOf(head).map(({id}) => id)).toEqual(['/p', '/p#a', '/p#a~2']);
    expect(() => buildSearchIndex([twice[0]!, {...twice[1]!, lvl0: 'Other'}])).toThrow(/lvl0/);
    expect(() => buildSearchIndex([{...twice[1]!, id: 'a'}])).toThrow(/id/);
    expect(() => buildSearchIndex([{...twice[1]!, level: 2}])).toThrow(/level/);
    expect(() => buildSearchIndex([twice[0]!, twice[0]!])).toThrow(/share the id/);
  });

  it('front-codes the term list', () => {
    const list = ['a1', 'ab', 'abc', 'abd', 'b', 'x'.repeat(30), `${'x'.repeat(30)}y`, 'z'];
    expect(decodeTerms(encodeTerms(list))).toEqual(list);
    expect(encodeTerms(['abc', 'abd'])).toBe('AabcCd');
    expect(decodeTerms(encodeTerms([]))).toEqual([]);
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
  JSON.stringify(buildSearchIndex(docs, {...SMALL, unlisted: ['/internal/overview']})),
) as BuiltSearchIndex;
const docsEngine = createLocalSearch(docsBuilt.file, ORIGIN, async (relativePath) => {
  const shard = /terms-(\d+)\.json$/.exec(relativePath);
  if (shard) return docsBuilt.shards[Number(shard[1])];
  return docsBuilt.texts[Number(/text-(\d+)\.json$/.exec(relativePath)![1])];
});
async function firstHits(query: string, count = 3): Promise<string[]> {
  const {results} = await docsEngine.search({requests: [{query, hitsPerPage: 20}]});
  return urls(results[0]!).slice(0, count);
}

describe('local search engine: proximity', () => {
  it('fetches the rerank window’s text only for a plan whose rerank reads it', async () => {
    const vocabulary = vocabularyOf(
      (term) => decodeTerms(docsBuilt.file.terms).includes(term),
      decodeTerms(docsBuilt.file.terms),
      () => false,
    );
    const index = ShardedIndex.fromHead(docsBuilt.file, MINISEARCH_OPTIONS);
    const allTerms = decodeTerms(docsBuilt.file.terms);
    docsBuilt.shards.forEach((shard, n) => {
      const start = startsOf(docsBuilt.file.shardSizes)[n]!;
      index.addPostings(allTerms.slice(start, start + shard.postings.length), shard.postings);
    });
    for (const query of ['createApi', 'query', 'isLoading vs', 'state mutation', 'react query']) {
      const plan = planQuery(query, vocabulary);
      const first = rank(index, plan);
      const texts = first.map(() => 'state mutation isLoading vs isFetching react query');
      const withTexts = rerank(first, plan, texts);
      // Where the engine skips the texts, they must not matter.
      if (!usesProximity(plan)) expect(rerank(first, plan, []), query).toEqual(withTexts);
    }
    expect(usesProximity(planQuery('createApi', vocabulary))).toBe(false);
    expect(usesProximity(planQuery('state mutation', vocabulary))).toBe(true);
  });
});

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

/**
 * Search results, with each score to 12 significant digits and the terms a prefix or a typo
 * matched sorted: their order (and so the order their scores are summed in, which moves the
 * last bits) is the order the terms entered the index, which is the order of the shards the
 * visit loaded.
 */
const comparable = (results: ReturnType<MiniSearch['search']>) =>
  results.map((result) => ({
    ...result,
    score: Number(result.score.toPrecision(12)),
    terms: result.terms.slice().sort(),
  }));

describe('ShardedIndex', () => {
  for (const [name, input, index] of [
    ['the miniature docs', docs, docsBuilt],
    ['the API miniature', records, built],
  ] as const) {
    it(`scores as MiniSearch does over the whole index, shard by shard (${name})`, () => {
      const whole = new MiniSearch<SearchRecord>(MINISEARCH_OPTIONS);
      whole.addAll(input);
      const loaded = MiniSearch.loadJS<SearchRecord>(
        JSON.parse(JSON.stringify(whole)),
        MINISEARCH_OPTIONS,
      );
      const sharded = ShardedIndex.fromHead(index.file, MINISEARCH_OPTIONS);
      const allTerms = decodeTerms(index.file.terms);
      index.shards.forEach((shard, n) => {
        const start = startsOf(index.file.shardSizes)[n]!;
        sharded.addPostings(allTerms.slice(start, start + shard.postings.length), shard.postings);
      });
      const queries = [
        'createApi',
        'query',
        'state mutation',
        'fetc',
        'reactquery',
        'configureStore',
        'creat',
        'middlwre',
        'usage guide',
        'thunk',
      ];
      for (const query of queries) {
        for (const options of [
          {prefix: true, combineWith: 'OR'},
          {...SEARCH_OPTIONS, tokenize: (text: string) => text.split(' ')},
          {prefix: true, fuzzy: 0.3, combineWith: 'AND'},
        ] as const) {
          expect(comparable(sharded.search(query, options)), query).toEqual(
            comparable(loaded.search(query, options)),
          );
        }
      }
      expect(sharded.documentCount).toBe(loaded.documentCount);
      // What MiniSearch keeps per record, rebuilt from the compact head.
      const internals = (index: MiniSearch<SearchRecord>) => {
        const json = JSON.parse(JSON.stringify(index)) as ReturnType<MiniSearch['toJSON']>;
        // The shards add terms in sorted order, MiniSearch in the order it met them.
        return {...json, index: json.index.sort(([a], [b]) => (a < b ? -1 : 1))};
      };
      expect(internals(sharded)).toEqual(internals(loaded));
    });
  }
});

describe('prefixRange', () => {
  const sorted = ['create', 'createapi', 'createslice', 'creates', 'cri', 'fetch'];
  it('finds the terms that begin with a prefix in the sorted list, by their numbers', () => {
    expect(prefixRange(sorted, 'create')).toEqual([0, 4]);
    expect(prefixRange(sorted, 'creates')).toEqual([2, 4]);
    expect(prefixRange(sorted, 'cr')).toEqual([0, 5]);
    expect(prefixRange(sorted, 'fetch')).toEqual([5, 6]);
  });
  it('is empty, where the prefix would be, when no term begins with it', () => {
    expect(prefixRange(sorted, 'd')).toEqual([5, 5]);
    expect(prefixRange(sorted, 'zz')).toEqual([6, 6]);
    expect(prefixRange([], 'a')).toEqual([0, 0]);
  });
  it('agrees with a scan of the whole list', () => {
    const words = Array.from({length: 300}, (_, n) => (n * 7919).toString(36)).sort();
    for (const prefix of ['1', '2a', 'z', '10', '']) {
      const [first, end] = prefixRange(words, prefix);
      expect(words.slice(first, end)).toEqual(words.filter((word) => word.startsWith(prefix)));
    }
  });
});
