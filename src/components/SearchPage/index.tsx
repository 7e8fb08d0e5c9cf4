import {useCallback, useEffect, useReducer, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {
  PageMetadata,
  useEvent,
  usePluralForm,
  useSearchLinkCreator,
  useSearchQueryString,
} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {searchMessages, useMissingResultsUrl} from '@site/src/theme/SearchBar/messages';
import {useSearchBackend, type HighlightTags} from './searchBackend';
import {
  canLoadMore,
  initialSearchState,
  searchReducer,
  toResultItem,
  type ResultItem,
} from './searchResults';
import styles from './styles.module.css';

// Typing pauses this long before a search, so each keystroke does not start one.
const TYPING_DELAY_MS = 200;

const HIGHLIGHT: HighlightTags = {pre: `<mark class="${styles.match}">`, post: '</mark>'};

function pageTitle(query: string): string {
  return query
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {query},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
}

function useDocumentsFound(): (count: number) => string {
  const {selectMessage} = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          description: 'Pluralized label for "{count} documents found"',
          message: 'One document found|{count} documents found',
        },
        {count},
      ),
    );
}

/**
 * The results of the query in the search box: the first page after a pause in typing, the next
 * ones on request. Answers to a query the reader has since changed are dropped.
 */
function useSearch(query: string) {
  const backend = useSearchBackend(HIGHLIGHT);
  const processUrl = useSearchResultUrlProcessor();
  const [state, dispatch] = useReducer(searchReducer, query, initialSearchState);

  const fetchPage = useEvent((forQuery: string, page: number) => {
    backend.search(forQuery, page).then(
      (response) =>
        dispatch({
          type: 'received',
          query: forQuery,
          response,
          items: response.hits.map((hit) => toResultItem(hit, processUrl)),
        }),
      (error: unknown) => {
        console.warn('Search failed:', error);
        dispatch({type: 'failed', query: forQuery});
      },
    );
  });

  // The query in the address when the page opens is searched at once; typing waits.
  const typed = useRef(false);
  useEffect(() => {
    dispatch({type: 'query', query});
    if (!query) return undefined;
    const timer = setTimeout(() => fetchPage(query, 0), typed.current ? TYPING_DELAY_MS : 0);
    typed.current = true;
    return () => clearTimeout(timer);
  }, [query, fetchPage]);

  const loadMore = useCallback(() => {
    if (!canLoadMore(state)) return;
    dispatch({type: 'more'});
    fetchPage(state.query, state.page + 1);
  }, [state, fetchPage]);

  return {state, loadMore, poweredByAlgolia: backend.kind === 'algolia'};
}

type ResultProps = {
  readonly item: ResultItem;
};

// Titles, breadcrumbs and snippets are HTML: the highlighted text of our own pages with the match
// tags the page asked for. The local engine escapes the text; Algolia's records are this site's
// pages as its crawler read them, which the theme and DocSearch render as HTML too.
function Result({item}: ResultProps): ReactNode {
  return (
    <article className={styles.result}>
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={item.url} dangerouslySetInnerHTML={{__html: item.titleHtml}} />
      </Heading>
      {item.breadcrumbsHtml.length > 0 && (
        <ul className={clsx('breadcrumbs', styles.resultPath)} aria-label="Breadcrumbs">
          {item.breadcrumbsHtml.map((html, index) => (
            <li
              key={index}
              className="breadcrumbs__item"
              dangerouslySetInnerHTML={{__html: html}}
            />
          ))}
        </ul>
      )}
      {item.summaryHtml && (
        <p className={styles.resultSummary} dangerouslySetInnerHTML={{__html: item.summaryHtml}} />
      )}
    </article>
  );
}

type NoResultsProps = {
  readonly query: string;
  readonly suggestions: readonly string[];
};

function NoResults({query, suggestions}: NoResultsProps): ReactNode {
  const searchLink = useSearchLinkCreator();
  const missingResultsUrl = useMissingResultsUrl();
  return (
    <div role="status">
      <p className={styles.statusTitle}>
        {searchMessages.noResultsText} “
        <strong>
          <bdi>{query}</bdi>
        </strong>
        ”
      </p>
      {suggestions.length > 0 && (
        <p>
          {searchMessages.suggestedQueryText}:{' '}
          {suggestions.map((suggestion, i) => (
            <span key={suggestion}>
              {i > 0 && ', '}
              <Link to={searchLink(suggestion)}>{suggestion}</Link>
            </span>
          ))}
        </p>
      )}
      <p>
        {searchMessages.reportMissingResultsText}{' '}
        <Link to={missingResultsUrl({query})}>{searchMessages.reportMissingResultsLinkText}</Link>
      </p>
    </div>
  );
}

function SearchFailed(): ReactNode {
  return (
    <div role="alert">
      <p className={styles.statusTitle}>{searchMessages.errorTitleText}</p>
      <p>{searchMessages.errorHelpText}</p>
    </div>
  );
}

type MoreResultsProps = {
  readonly loading: boolean;
  readonly onLoadMore: () => void;
};

/**
 * Asks for the next page. A button rather than loading on scroll: the footer stays reachable,
 * and the reader decides when the list grows.
 */
function MoreResults({loading, onLoadMore}: MoreResultsProps): ReactNode {
  return (
    <div className={styles.moreResults}>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={loading}
        onClick={onLoadMore}>
        {loading ? (
          <Translate
            id="theme.SearchPage.fetchingNewResults"
            description="The paragraph for fetching new search results">
            Fetching new results...
          </Translate>
        ) : (
          <Translate id="search.page.moreResults" description="Loads the next search results">
            More results
          </Translate>
        )}
      </button>
    </div>
  );
}

/**
 * Once the results asked for with the returned function are listed, moves focus to the first
 * of them: a keyboard reader goes on from where the list grew (the button may be gone by then).
 */
function useFocusOnNewResults(list: HTMLOListElement | null, count: number) {
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    if (firstNew.current === null || count === firstNew.current) return;
    // Fewer results than before: a new query replaced the list, and nothing is to be focused.
    if (count > firstNew.current) {
      list?.querySelectorAll<HTMLAnchorElement>('h2 a')[firstNew.current]?.focus();
    }
    firstNew.current = null;
  }, [list, count]);
  return useCallback(() => {
    firstNew.current = count;
  }, [count]);
}

/** Inside the Layout: the hooks of contextual search need its docs providers. */
function SearchPageContent(): ReactNode {
  const [query, setQuery] = useSearchQueryString();
  const {state, loadMore, poweredByAlgolia} = useSearch(query);
  const documentsFound = useDocumentsFound();
  const title = pageTitle(query);
  const current = state.query === query ? state : initialSearchState(query);
  const showsMore = current.page >= 0 && current.page + 1 < current.nbPages;
  const [list, setList] = useState<HTMLOListElement | null>(null);
  const focusOnNewResults = useFocusOnNewResults(list, current.items.length);
  const requestMore = useCallback(() => {
    if (current.status === 'loading') return;
    focusOnNewResults();
    loadMore();
  }, [current.status, focusOnNewResults, loadMore]);

  return (
    <>
      <PageMetadata
        title={title}
        description="Search the Redux Toolkit and RTK Query documentation: guides, API reference and examples."
      />
      <Head>
        {/* Result pages are not worth indexing; their links are. */}
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.searchInput}
            placeholder={translate({
              id: 'theme.SearchPage.inputPlaceholder',
              message: 'Type your search here',
              description: 'The placeholder for search page input',
            })}
            aria-label={translate({
              id: 'theme.SearchPage.inputLabel',
              message: 'Search',
              description: 'The ARIA label for search page input',
            })}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            // The reader came here to search.
            autoFocus
          />
        </form>

        <div className={styles.summary}>
          <p aria-live="polite" className={styles.count}>
            {current.nbHits > 0 && documentsFound(current.nbHits)}
          </p>
          {poweredByAlgolia && (
            <Link to="https://www.algolia.com/" className={styles.poweredBy}>
              {translate({
                id: 'search.page.poweredByAlgolia',
                message: 'Powered by Algolia',
                description: 'Credits Algolia, which answers searches in an Algolia build',
              })}
            </Link>
          )}
        </div>

        {current.items.length > 0 && (
          <ol ref={setList} className={styles.results}>
            {current.items.map((item) => (
              <li key={item.key}>
                <Result item={item} />
              </li>
            ))}
          </ol>
        )}
        {query && current.status === 'error' && <SearchFailed />}
        {query && current.status === 'done' && current.nbHits === 0 && (
          <NoResults query={query} suggestions={current.suggestions} />
        )}
        {query && current.status === 'loading' && current.page < 0 && (
          <div
            className={styles.spinner}
            role="progressbar"
            aria-label={translate({
              id: 'search.page.searching',
              message: 'Searching',
              description: 'Names the spinner shown while the first results load',
            })}
          />
        )}
        {showsMore && (
          <MoreResults loading={current.status === 'loading'} onLoadMore={requestMore} />
        )}
      </main>
    </>
  );
}

/**
 * The /search page, for either search mode: a search box bound to the address's `q`, the
 * results a page at a time, and the error catalogue's messages when a search fails or finds
 * nothing.
 */
export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
