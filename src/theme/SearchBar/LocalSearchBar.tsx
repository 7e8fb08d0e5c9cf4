// The theme's DocSearch glue (lib/theme/SearchBar of @docusaurus/theme-search-algolia 3.10.2)
// adapted to the local index. Copied rather than wrapped because the theme's component always
// renders <link rel="preconnect" href="https://{appId}-dsn.algolia.net">, which must not appear
// in a local build. Differences from the theme, to re-check on every theme upgrade:
// - no preconnect and no Ask AI;
// - the search client is the local one, and hovering, focusing or touching the button (or a
//   shortcut) also starts loading the engine and the index;
// - the results footer counts the current query's hits (DocSearch adds up every keystroke's);
// - the group title is the plain page title, and the "Search by Algolia" logo is hidden.
import {useCallback, useMemo, useRef, useState, type ReactElement, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import type {
  DocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {ThemeConfig} from '@docusaurus/theme-search-algolia';
import Link from '@docusaurus/Link';
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
import {createLocalSearchClient, loadLocalSearch} from '@site/src/plugins/search-index/loader';
import {hitCountOf, withOutcomeReporting} from './searchOutcome';
import {useSearchShortcuts} from './useSearchShortcuts';
import {modalTranslations, useMissingResultsUrl} from './messages';
import styles from './styles.module.css';

type Props = {
  readonly indexUrl: string;
};

let DocSearchModal: typeof DocSearchModalType | null = null;

// Ask AI is an Algolia service; the local modal never offers it.
const noAskAi = () => {};

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style')]).then(
    ([{DocSearchModal: Modal}]) => {
      DocSearchModal = Modal;
    },
  );
}

function useNavigator(): DocSearchModalProps['navigator'] {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => ({
    navigate({itemUrl}) {
      history.push(itemUrl);
    },
  }));
  return navigator;
}

function useTransformItems(): DocSearchModalProps['transformItems'] {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  return useCallback(
    (items: DocSearchHit[]) =>
      items.map((item) => ({
        ...item,
        url: processSearchResultUrl(item.url),
        // DocSearch prints the group title as text after stripping <mark>; the escaped HTML of
        // the highlight would show entities, so give it the plain title.
        _highlightResult: {
          ...item._highlightResult,
          hierarchy: {
            ...item._highlightResult.hierarchy,
            lvl0: {...item._highlightResult.hierarchy.lvl0, value: item.hierarchy.lvl0},
          },
        },
      })),
    [processSearchResultUrl],
  );
}

function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}): ReactElement {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({
  state,
  onClose,
}: {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  const count = hitCountOf(state.query) ?? Number(state.context.nbHits ?? 0);
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/** The DocSearch button and modal, answering from the local index. */
export default function LocalSearchBar({indexUrl}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {algolia} = siteConfig.themeConfig as unknown as ThemeConfig;
  const navigator = useNavigator();
  const transformItems = useTransformItems();
  const missingResultsUrl = useMissingResultsUrl();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const searchParameters = useMemo(
    () => ({
      ...algolia.searchParameters,
      facetFilters: algolia.contextualSearch
        ? mergeFacetFilters(contextualFacetFilters, algolia.searchParameters?.facetFilters ?? [])
        : (algolia.searchParameters?.facetFilters ?? []),
    }),
    [algolia, contextualFacetFilters],
  );
  const searchClient = useMemo(
    () => withOutcomeReporting(createLocalSearchClient(indexUrl)),
    [indexUrl],
  );
  const transformSearchClient = useCallback(
    () => searchClient as unknown as DocSearchTransformClient,
    [searchClient],
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
    return importDocSearchModalIfNeeded();
  }, [indexUrl]);

  // As an intent handler: a failure here is shown when the reader opens the modal.
  const preloadOnIntent = useCallback(() => {
    preload().catch(() => {});
  }, [preload]);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      divElement.className = styles.localSearch!;
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

  const resultsFooterComponent = useMemo(
    () =>
      ({state}: {state: AutocompleteState<InternalDocSearchHit>}) => (
        <ResultsFooter state={state} onClose={closeModal} />
      ),
    [closeModal],
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
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            resultsFooterComponent={resultsFooterComponent}
            placeholder={translations.placeholder}
            appId={algolia.appId}
            apiKey={algolia.apiKey}
            indexName={algolia.indexName}
            searchParameters={searchParameters}
            translations={modalTranslations}
            getMissingResultsUrl={missingResultsUrl}
            onAskAiToggle={noAskAi}
          />,
          searchContainer.current,
        )}
    </>
  );
}
