// The /search page's results, whichever backend answered: Algolia-shaped hits turned into what
// the page shows, and the state of a query whose pages of results arrive one at a time.

/** A highlighted value as Algolia (and the local engine) return it: HTML with marked matches. */
type Highlighted = {readonly value: string};

/** The fields of an Algolia DocSearch hit that the page reads. */
export type SearchHit = {
  readonly objectID?: string;
  readonly url: string;
  readonly _highlightResult?: {readonly hierarchy?: Readonly<Record<string, Highlighted>>};
  readonly _snippetResult?: {readonly content?: Highlighted};
};

/** One page of results for one query. */
export type SearchResponse = {
  readonly hits: readonly SearchHit[];
  readonly nbHits: number;
  readonly page: number;
  readonly nbPages: number;
  /** Queries to try when this one found nothing. */
  readonly suggestions?: readonly string[];
};

/** One result as the page lists it. The HTML holds escaped text and the match tags only. */
export type ResultItem = {
  readonly key: string;
  readonly url: string;
  readonly titleHtml: string;
  /** The page and headings above the result's heading, outermost first. */
  readonly breadcrumbsHtml: readonly string[];
  readonly summaryHtml: string;
};

const LEVEL = /^lvl(\d)$/;

/**
 * A hit as the page shows it: the deepest heading of its hierarchy is the title, the levels
 * above it the breadcrumbs, and the content snippet the summary. `processUrl` makes the hit's
 * absolute URL a link within the site.
 */
export function toResultItem(hit: SearchHit, processUrl: (url: string) => string): ResultItem {
  const hierarchy = hit._highlightResult?.hierarchy ?? {};
  const levels = Object.keys(hierarchy)
    .filter((key) => LEVEL.test(key) && hierarchy[key]!.value)
    .sort((a, b) => Number(LEVEL.exec(a)![1]) - Number(LEVEL.exec(b)![1]))
    .map((key) => hierarchy[key]!.value);
  const url = processUrl(hit.url);
  return {
    key: hit.objectID ?? hit.url,
    url,
    titleHtml: levels.at(-1) ?? url,
    breadcrumbsHtml: levels.slice(0, -1),
    summaryHtml: hit._snippetResult?.content?.value ?? '',
  };
}

/** What the page knows about the query in its search box. */
export type SearchState = {
  readonly query: string;
  readonly items: readonly ResultItem[];
  readonly nbHits: number;
  readonly nbPages: number;
  /** The last page of results received, -1 before the first. */
  readonly page: number;
  /** `loading`: a page of results is on its way; `error`: the last request failed. */
  readonly status: 'idle' | 'loading' | 'done' | 'error';
  readonly suggestions: readonly string[];
};

export type SearchAction =
  /** The search box holds a new query: forget the old results. */
  | {readonly type: 'query'; readonly query: string}
  /** The next page of the current query was asked for. */
  | {readonly type: 'more'}
  | {
      readonly type: 'received';
      readonly query: string;
      readonly response: SearchResponse;
      readonly items: readonly ResultItem[];
    }
  | {readonly type: 'failed'; readonly query: string};

/** The state of the page for `query` before any answer. */
export function initialSearchState(query: string): SearchState {
  return {
    query,
    items: [],
    nbHits: 0,
    nbPages: 0,
    page: -1,
    status: query ? 'loading' : 'idle',
    suggestions: [],
  };
}

/** Whether another page of results exists and may be asked for now. */
export function canLoadMore(state: SearchState): boolean {
  return state.status !== 'loading' && state.page >= 0 && state.page + 1 < state.nbPages;
}

/**
 * Answers for a query the reader has since replaced, and pages that arrive out of turn, are
 * dropped: what is listed is always the current query's results, in order.
 */
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'query':
      return initialSearchState(action.query);
    case 'more':
      return canLoadMore(state) ? {...state, status: 'loading'} : state;
    case 'received': {
      const {query, response, items} = action;
      if (query !== state.query || response.page !== state.page + 1) return state;
      return {
        query,
        items: response.page === 0 ? items : state.items.concat(items),
        nbHits: response.nbHits,
        nbPages: response.nbPages,
        page: response.page,
        status: 'done',
        suggestions: response.nbHits === 0 ? (response.suggestions ?? []) : [],
      };
    }
    case 'failed':
      return action.query === state.query ? {...state, status: 'error'} : state;
  }
}
