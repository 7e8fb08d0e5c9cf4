// Where the /search page's answers come from. A local build (the search-index plugin is
// registered) asks the local engine, the one behind the DocSearch modal, with the modal's filters,
// so both list the same hits in the same order. An Algolia build asks Algolia's lite client.
// Each is loaded in its own chunk on the first search: a local build never fetches Algolia's.
import {useMemo} from 'react';
import type {ThemeConfig} from '@docusaurus/theme-search-algolia';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
} from '@docusaurus/theme-search-algolia/client';
import type {LiteClient} from 'algoliasearch/lite';
import {loadLocalSearch, useLocalSearchIndexUrl} from '@site/src/search/loader';
import type {FacetFilters as LocalFacetFilters} from '@site/src/search/localSearch';
import type {SearchResponse} from './searchResults';

/** Results per request: fewer than the modal's 20, so the first page comes quickly. */
export const HITS_PER_PAGE = 15;

/** Marks the matched words; the page styles the class. */
export type HighlightTags = {readonly pre: string; readonly post: string};

/** Answers one page of results for a query. Rejects when the search could not run. */
export type SearchBackend = {
  readonly kind: 'local' | 'algolia';
  readonly search: (query: string, page: number) => Promise<SearchResponse>;
};

// What to offer when Algolia finds nothing (it suggests no queries itself): the site's three
// central APIs, which any index of these docs finds.
const ALGOLIA_FALLBACK_SUGGESTIONS = ['configureStore', 'createSlice', 'createApi'];

type AlgoliaConfig = ThemeConfig['algolia'];

let algoliaClient: Promise<LiteClient> | null = null;

function loadAlgoliaClient({appId, apiKey}: AlgoliaConfig): Promise<LiteClient> {
  algoliaClient ??= import(/* webpackChunkName: "algolia-search-client" */ 'algoliasearch/lite')
    .then(({liteClient}) => liteClient(appId, apiKey))
    .catch((error: unknown) => {
      // The chunk could not be fetched: try again on the next search.
      algoliaClient = null;
      throw error;
    });
  return algoliaClient;
}

/** The search parameters the modal sends, with the contextual filters merged in. */
function useSearchParameters(highlight: HighlightTags) {
  const {algolia} = useAlgoliaThemeConfig();
  const contextual = useAlgoliaContextualFacetFilters();
  const contextualKey = JSON.stringify(contextual);
  return useMemo(() => {
    const configured = algolia.searchParameters ?? {};
    return {
      ...configured,
      facetFilters: algolia.contextualSearch
        ? mergeFacetFilters(
            JSON.parse(contextualKey) as ReturnType<typeof useAlgoliaContextualFacetFilters>,
            configured.facetFilters ?? [],
          )
        : (configured.facetFilters ?? []),
      hitsPerPage: HITS_PER_PAGE,
      highlightPreTag: highlight.pre,
      highlightPostTag: highlight.post,
      snippetEllipsisText: '…',
    };
  }, [algolia, contextualKey, highlight.pre, highlight.post]);
}

/** The backend of this build's search mode. */
export function useSearchBackend(highlight: HighlightTags): SearchBackend {
  const indexUrl = useLocalSearchIndexUrl();
  const {algolia} = useAlgoliaThemeConfig();
  const parameters = useSearchParameters(highlight);
  return useMemo((): SearchBackend => {
    if (indexUrl) {
      return {
        kind: 'local',
        async search(query, page) {
          const engine = await loadLocalSearch(indexUrl);
          // The contextual filters are one level deep, the shape the engine takes.
          const facetFilters = parameters.facetFilters as LocalFacetFilters;
          const {results} = await engine.search({
            requests: [{...parameters, facetFilters, query, page}],
          });
          return results[0]!;
        },
      };
    }
    return {
      kind: 'algolia',
      async search(query, page) {
        const client = await loadAlgoliaClient(algolia);
        const {results} = await client.search<SearchResponse['hits'][number]>({
          requests: [{...parameters, indexName: algolia.indexName, query, page}],
        });
        const result = results[0] as Omit<SearchResponse, 'suggestions'>;
        return {
          ...result,
          suggestions: result.nbHits === 0 ? ALGOLIA_FALLBACK_SUGGESTIONS : [],
        };
      },
    };
  }, [indexUrl, algolia, parameters]);
}
