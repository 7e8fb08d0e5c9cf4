// The search button and modal of local mode, in place of the theme's DocSearch glue
// (lib/theme/SearchBar of @docusaurus/theme-search-algolia 3.10.2). Not a wrap: the theme's
// component always renders <link rel="preconnect" href="https://{appId}-dsn.algolia.net">, which
// must not appear in a local build, and its modal is @docsearch/react's. What it keeps of the
// theme, to re-check on every theme upgrade:
// - DocSearch's button, keys (Ctrl/Cmd+K, "/", Escape) and stylesheet;
// - the contextual facet filters and the hit URL processing of the theme's client helpers;
// - the results footer "See all {count} results" linking to the /search page.
// The modal is src/components/SearchModal, loaded on search intent (hover, focus or touch of the
// button, or a shortcut) together with the engine and the index head.
import {useCallback, useMemo, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import type {ThemeConfig} from '@docusaurus/theme-search-algolia';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {loadLocalSearch} from '@site/src/search/loader';
import type {ModalResult, SearchModalProps} from '@site/src/components/SearchModal';
import type {SearchEngine} from '@site/src/components/SearchModal/searchScheduler';
import {useSearchShortcuts} from './useSearchShortcuts';
import {useMissingResultsUrl} from './messages';
import styles from './styles.module.css';

type Props = {
  readonly indexUrl: string;
};

let SearchModal: ComponentType<SearchModalProps> | null = null;

function importSearchModalIfNeeded(): Promise<void> {
  if (SearchModal) return Promise.resolve();
  return Promise.all([
    import(/* webpackChunkName: "search-modal" */ '@site/src/components/SearchModal'),
    // DocSearch's stylesheet (its button is on every page; the modal keeps its markup). The
    // CSS itself ends up in the site's stylesheet; the same chunk name keeps its stub out of a
    // chunk of its own.
    import(/* webpackChunkName: "search-modal" */ '@docsearch/react/style'),
  ]).then(([{default: Modal}]) => {
    SearchModal = Modal;
  });
}

/** What the modal asks of a search, in the engine's Algolia-shaped request form. */
const MODAL_REQUEST = {
  hitsPerPage: 20,
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  attributesToSnippet: ['content:15'],
  snippetEllipsisText: '…',
} as const;

/** The DocSearch button and the local modal, answering from the local index. */
export default function LocalSearchBar({indexUrl}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {algolia} = siteConfig.themeConfig as unknown as ThemeConfig;
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const createSearchLink = useSearchLinkCreator();
  const missingResultsUrl = useMissingResultsUrl();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const facetFilters = useMemo(
    () =>
      algolia.contextualSearch
        ? mergeFacetFilters(contextualFacetFilters, algolia.searchParameters?.facetFilters ?? [])
        : (algolia.searchParameters?.facetFilters ?? []),
    [algolia, contextualFacetFilters],
  );
  const loadEngine = useCallback(
    (): Promise<SearchEngine<ModalResult>> =>
      loadLocalSearch(indexUrl).then((engine) => ({
        async search(query, options) {
          const {results} = await (
            engine.search as (i: unknown, o: unknown) => ReturnType<typeof engine.search>
          )({requests: [{...MODAL_REQUEST, query, facetFilters}]}, options);
          return results[0]!;
        },
      })),
    [indexUrl, facetFilters],
  );

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  // The modal's code could not be fetched (offline, or a new deployment removed the chunk).
  const [loadFailed, setLoadFailed] = useState(false);

  // Search intent: fetch the modal, the engine and the index at once, each only the first time.
  const preload = useCallback(() => {
    loadLocalSearch(indexUrl).catch(() => {
      // The search itself reports the failure, in the modal.
    });
    return importSearchModalIfNeeded();
  }, [indexUrl]);

  // As an intent handler: a failure here is shown when the reader opens the modal.
  const preloadOnIntent = useCallback(() => {
    preload().catch(() => {});
  }, [preload]);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, []);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    preload().then(
      () => {
        setLoadFailed(false);
        setIsOpen(true);
      },
      () => setLoadFailed(true),
    );
  }, [prepareSearchContainer, preload]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
  }, []);

  const navigate = useCallback((path: string) => history.push(path), [history]);
  const missingResults = useCallback(
    (query: string) => missingResultsUrl({query}),
    [missingResultsUrl],
  );

  useSearchShortcuts({isOpen, onOpen: openModal, onClose: closeModal});

  return (
    <>
      <DocSearchButton
        onTouchStart={preloadOnIntent}
        onFocus={preloadOnIntent}
        onMouseOver={preloadOnIntent}
        onClick={openModal}
        ref={searchButtonRef}
        translations={translations.button}
      />
      {loadFailed && (
        <div role="alert" className={styles.loadFailed}>
          <p>
            <Translate id="theme.SearchBar.loadFailed">
              Search could not load. Check your connection, then try again.
            </Translate>
          </p>
          <button type="button" className="button button--sm button--primary" onClick={openModal}>
            <Translate id="theme.SearchBar.retry">Retry</Translate>
          </button>
        </div>
      )}
      {isOpen &&
        SearchModal &&
        searchContainer.current &&
        createPortal(
          <SearchModal
            loadEngine={loadEngine}
            onClose={closeModal}
            navigate={navigate}
            toPath={processSearchResultUrl}
            searchPageUrl={createSearchLink}
            missingResultsUrl={missingResults}
            indexName={algolia.indexName}
          />,
          searchContainer.current,
        )}
    </>
  );
}
