import {describe, expect, it} from 'vitest';
import {
  canLoadMore,
  initialSearchState,
  searchReducer,
  toResultItem,
  type ResultItem,
  type SearchHit,
  type SearchResponse,
  type SearchState,
} from '../../src/components/SearchPage/searchResults';

// The /search page's own logic (src/components/SearchPage): how a hit becomes a listed result,
// and how pages of results for the query in the box add up. The page itself, on both backends,
// is covered by tests/e2e/search.spec.ts and search-algolia.spec.ts.

const toPath = (url: string) => new URL(url).pathname + new URL(url).hash;

function sectionHit(path: string, levels: Record<string, string>, snippet = ''): SearchHit {
  return {
    objectID: path,
    url: `https://redux-toolkit.example${path}`,
    _highlightResult: {
      hierarchy: Object.fromEntries(Object.entries(levels).map(([k, value]) => [k, {value}])),
    },
    _snippetResult: {content: {value: snippet}},
  };
}

describe('a hit on the /search page', () => {
  it('shows its deepest heading as the title, the levels above as breadcrumbs', () => {
    const item = toResultItem(
      sectionHit(
        '/api/configureStore#middleware',
        // Out of order on purpose: Algolia does not promise an order of keys.
        {lvl2: '<mark>middleware</mark>', lvl0: 'configureStore', lvl1: 'Parameters'},
        'Takes the <mark>middleware</mark>…',
      ),
      toPath,
    );
    expect(item).toEqual({
      key: '/api/configureStore#middleware',
      url: '/api/configureStore#middleware',
      titleHtml: '<mark>middleware</mark>',
      breadcrumbsHtml: ['configureStore', 'Parameters'],
      summaryHtml: 'Takes the <mark>middleware</mark>…',
    });
  });

  it('a page hit is its title alone, with no breadcrumbs', () => {
    const item = toResultItem(sectionHit('/api/createSlice', {lvl0: 'createSlice'}), toPath);
    expect(item.titleHtml).toBe('createSlice');
    expect(item.breadcrumbsHtml).toEqual([]);
    expect(item.summaryHtml).toBe('');
  });

  it('skips empty levels and keys that are not heading levels', () => {
    const item = toResultItem(
      sectionHit('/usage/usage-guide#x', {lvl0: 'Usage Guide', lvl1: '', lvl2: 'X', extra: 'no'}),
      toPath,
    );
    expect(item.titleHtml).toBe('X');
    expect(item.breadcrumbsHtml).toEqual(['Usage Guide']);
  });

  it('falls back to the URL when a hit has no heading at all', () => {
    const item = toResultItem({url: 'https://redux-toolkit.example/errors'}, toPath);
    expect(item).toMatchObject({key: 'https://redux-toolkit.example/errors', titleHtml: '/errors'});
  });
});

/** A page of `count` results numbered from `from`, as a backend answers. */
function answer(
  query: string,
  page: number,
  {nbHits = 40, perPage = 15, suggestions = [] as string[]} = {},
) {
  const count = Math.max(0, Math.min(perPage, nbHits - page * perPage));
  const items: ResultItem[] = Array.from({length: count}, (_, i) => ({
    key: `${query}-${page * perPage + i}`,
    url: `/r/${page * perPage + i}`,
    titleHtml: `r${page * perPage + i}`,
    breadcrumbsHtml: [],
    summaryHtml: '',
  }));
  const response: SearchResponse = {
    hits: [],
    nbHits,
    page,
    nbPages: Math.ceil(nbHits / perPage),
    suggestions,
  };
  return {type: 'received', query, response, items} as const;
}

const keys = (state: SearchState) => state.items.map((item) => item.key);

describe('the results of the query in the search box', () => {
  it('starts loading for a query from the address, idle without one', () => {
    expect(initialSearchState('immer')).toMatchObject({status: 'loading', page: -1, items: []});
    expect(initialSearchState('')).toMatchObject({status: 'idle'});
  });

  it('lists the first page, then appends the next ones in order until the last', () => {
    let state = searchReducer(initialSearchState(''), {type: 'query', query: 'store'});
    state = searchReducer(state, answer('store', 0));
    expect(state).toMatchObject({status: 'done', page: 0, nbHits: 40, nbPages: 3});
    expect(keys(state)).toHaveLength(15);
    expect(canLoadMore(state)).toBe(true);

    state = searchReducer(state, {type: 'more'});
    expect(state.status).toBe('loading');
    // A second request for more while one is on its way is ignored.
    expect(canLoadMore(state)).toBe(false);
    expect(searchReducer(state, {type: 'more'})).toBe(state);
    state = searchReducer(state, answer('store', 1));
    state = searchReducer(searchReducer(state, {type: 'more'}), answer('store', 2));
    expect(keys(state)).toEqual(Array.from({length: 40}, (_, i) => `store-${i}`));
    expect(canLoadMore(state)).toBe(false);
  });

  it('drops answers for a query the reader has since replaced', () => {
    let state = searchReducer(initialSearchState('stor'), {type: 'query', query: 'store'});
    state = searchReducer(state, answer('stor', 0));
    expect(state).toMatchObject({query: 'store', status: 'loading', items: []});
    state = searchReducer(state, {type: 'failed', query: 'stor'});
    expect(state.status).toBe('loading');
    state = searchReducer(state, answer('store', 0));
    expect(keys(state)[0]).toBe('store-0');
  });

  it('drops a page that arrives out of turn', () => {
    let state = searchReducer(initialSearchState('store'), answer('store', 0));
    state = searchReducer(state, {type: 'more'});
    expect(searchReducer(state, answer('store', 2))).toBe(state);
    expect(searchReducer(state, answer('store', 0))).toBe(state);
  });

  it('a new query forgets the old results', () => {
    const state = searchReducer(initialSearchState('store'), answer('store', 0));
    expect(searchReducer(state, {type: 'query', query: 'immer'})).toEqual(
      initialSearchState('immer'),
    );
    expect(searchReducer(state, {type: 'query', query: ''})).toEqual(initialSearchState(''));
  });

  it('keeps the suggestions of a query that found nothing, and only then', () => {
    const empty = searchReducer(
      initialSearchState('xqzvkj'),
      answer('xqzvkj', 0, {nbHits: 0, suggestions: ['createSlice']}),
    );
    expect(empty).toMatchObject({status: 'done', nbHits: 0, suggestions: ['createSlice']});
    expect(canLoadMore(empty)).toBe(false);
    const found = searchReducer(
      initialSearchState('store'),
      answer('store', 0, {suggestions: ['ignored']}),
    );
    expect(found.suggestions).toEqual([]);
  });

  it('a failed page keeps what was listed, and the same page can be asked for again', () => {
    let state = searchReducer(initialSearchState('store'), answer('store', 0));
    state = searchReducer(searchReducer(state, {type: 'more'}), {type: 'failed', query: 'store'});
    expect(state).toMatchObject({status: 'error', page: 0});
    expect(keys(state)).toHaveLength(15);
    expect(canLoadMore(state)).toBe(true);
    state = searchReducer(searchReducer(state, {type: 'more'}), answer('store', 1));
    expect(state).toMatchObject({status: 'done', page: 1});
    expect(keys(state)).toHaveLength(30);
  });

  it('a failed first search shows as an error with nothing listed', () => {
    const state = searchReducer(initialSearchState('store'), {type: 'failed', query: 'store'});
    expect(state).toMatchObject({status: 'error', items: [], page: -1});
    expect(canLoadMore(state)).toBe(false);
  });
});
