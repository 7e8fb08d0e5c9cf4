// The search modal of local mode: DocSearch's markup, class names, keys and messages, rendered
// by this component instead of @docsearch/react's modal. That modal weighs 112 kB gzip (its
// Ask AI code and zod among it, whose `Function("")` probe trips the site's CSP) and lost
// keystrokes in our setup; this one is a few kB, keeps the search box in React state updated in
// the same event as the key, and asks the engine only for what the reader has stopped typing
// (./searchScheduler.ts). Algolia mode keeps DocSearch's own modal (src/theme/SearchBar).
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import {createSearchScheduler, type Outcome, type SearchEngine} from './searchScheduler';
import {storedSearches, type StoredHit} from './storedSearches';
import {ErrorScreen, NoResultsScreen} from './StatusScreens';
import {
  ArrowKeyIcon,
  CloseIcon,
  EnterKeyIcon,
  HitIcon,
  LoadingIcon,
  RecentIcon,
  SearchIcon,
  SelectIcon,
  StarIcon,
} from './icons';
import styles from './styles.module.css';

/** A hit as the local engine returns it (src/search/localSearch.ts `LocalHit`). */
export type ModalHit = StoredHit & {
  readonly _snippetResult?: {
    readonly hierarchy: Readonly<Record<string, {readonly value: string} | undefined>>;
    readonly content: {readonly value: string};
  };
};

/** The engine's answer to one query. */
export type ModalResult = {
  readonly hits: readonly ModalHit[];
  readonly nbHits: number;
  readonly suggestions: readonly string[];
};

export type SearchModalProps = {
  /** Loads the engine once; its answers are in display order (the engine decides it). */
  readonly loadEngine: () => Promise<SearchEngine<ModalResult>>;
  readonly onClose: () => void;
  /** Follows a hit inside the site (client-side navigation). */
  readonly navigate: (path: string) => void;
  /** A hit's absolute URL as a path of this site. */
  readonly toPath: (url: string) => string;
  /** The /search page for a query. */
  readonly searchPageUrl: (query: string) => string;
  readonly missingResultsUrl: (query: string) => string;
  /** Names the stored recent and favourite searches (DocSearch's index name). */
  readonly indexName: string;
};

/** The longest query the box takes, as DocSearch's. */
const MAX_QUERY_LENGTH = 512;
/** How long a search may run before the magnifier turns into a spinner, as DocSearch's. */
const STALL_MS = 300;

type Item = {
  readonly hit: ModalHit;
  /** Where it is listed: a page group of results, or a start-screen list. */
  readonly source: 'results' | 'recent' | 'favorite';
};

type Group = {readonly title: string; readonly items: readonly Item[]};

/**
 * Consecutive hits of one page form a group titled with the page, as DocSearch groups. The
 * engine lists each page's best one or two sections before the next page's best, then the
 * further sections of every page (rank.ts `byPage`); the modal shows the first part, one group
 * per page, and leaves the further sections to the /search page ("See all N results").
 */
function groupResults(hits: readonly ModalHit[]): Group[] {
  const groups: Array<{title: string; page: string; items: Item[]}> = [];
  const shown = new Set<string>();
  for (const hit of hits) {
    const page = hit.url.split('#')[0]!;
    const last = groups[groups.length - 1];
    if (last && last.page === page) last.items.push({hit, source: 'results'});
    else if (!shown.has(page)) {
      shown.add(page);
      groups.push({title: hit.hierarchy.lvl0 ?? '', page, items: [{hit, source: 'results'}]});
    }
  }
  return groups;
}

/** Highlighted HTML of one attribute, from the engine (escaped there), or null. */
function snippet(hit: ModalHit, attribute: string): string | null {
  const result = hit._snippetResult;
  if (!result) return null;
  if (attribute === 'content') return result.content.value;
  return result.hierarchy[attribute]?.value ?? null;
}

/** The title and the line under it, by hit type, as DocSearch lays them out. */
function hitLines(hit: ModalHit): [string, string | null] {
  if (hit.type === 'lvl1') return ['lvl1', hit.content ? 'content' : null];
  if (hit.type === 'content') return ['content', 'lvl1'];
  return [hit.type, 'lvl1'];
}

function Line({hit, attribute, className}: {hit: ModalHit; attribute: string; className: string}) {
  const html = snippet(hit, attribute);
  const text = attribute === 'content' ? hit.content : hit.hierarchy[attribute];
  if (html !== null) {
    return <span className={className} dangerouslySetInnerHTML={{__html: html}} />;
  }
  return <span className={className}>{text}</span>;
}

export default function SearchModal({
  loadEngine,
  onClose,
  navigate,
  toPath,
  searchPageUrl,
  missingResultsUrl,
  indexName,
}: SearchModalProps): ReactNode {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const modalRef = useRef<HTMLDivElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [outcome, setOutcome] = useState<Outcome<ModalResult> | null>(null);
  const [pending, setPending] = useState(false);
  const [stalled, setStalled] = useState(false);
  const [active, setActive] = useState(0);
  const stored = useMemo(() => storedSearches(indexName), [indexName]);
  const [lists, setLists] = useState(() => ({
    recent: stored.recent(),
    favorites: stored.favorites(),
  }));
  const refreshLists = () => setLists({recent: stored.recent(), favorites: stored.favorites()});

  const [scheduler] = useState(() =>
    createSearchScheduler<ModalResult>({
      load: loadEngine,
      onOutcome: (next) => {
        setOutcome(next);
        setActive(0);
      },
      onPending: setPending,
    }),
  );

  useEffect(() => () => scheduler.cancel(), [scheduler]);

  // The magnifier turns into a spinner when a search takes a while, as in DocSearch.
  useEffect(() => {
    if (!pending) {
      setStalled(false);
      return undefined;
    }
    const timer = setTimeout(() => setStalled(true), STALL_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  // While open: the page behind does not scroll, and the modal's height follows the viewport
  // (DocSearch's --docsearch-vh, for phones whose toolbars change the height).
  useLayoutEffect(() => {
    document.body.classList.add('DocSearch--active');
    const setHeight = () =>
      modalRef.current?.style.setProperty('--docsearch-vh', `${window.innerHeight * 0.01}px`);
    setHeight();
    window.addEventListener('resize', setHeight);
    return () => {
      document.body.classList.remove('DocSearch--active');
      window.removeEventListener('resize', setHeight);
    };
  }, []);

  const onQuery = (value: string) => {
    const next = value.slice(0, MAX_QUERY_LENGTH);
    setQuery(next);
    // A new query's list starts at its top.
    if (dropdownRef.current) dropdownRef.current.scrollTop = 0;
    if (next.trim() === '') {
      setOutcome(null);
      setActive(0);
      refreshLists();
    }
    scheduler.type(next);
  };

  // What is listed: the results of the query, or the start screen's stored searches.
  const showResults = query.trim() !== '';
  const result = showResults && outcome?.status === 'results' ? outcome.result : null;
  const groups: Group[] = useMemo(() => {
    if (showResults) return result ? groupResults(result.hits) : [];
    const start: Group[] = [];
    if (lists.recent.length > 0) {
      start.push({
        title: translations.modal?.startScreen?.recentSearchesTitle ?? 'Recent',
        items: lists.recent.map((hit) => ({hit, source: 'recent'}) as const),
      });
    }
    if (lists.favorites.length > 0) {
      start.push({
        title: translations.modal?.startScreen?.favoriteSearchesTitle ?? 'Favorite',
        items: lists.favorites.map((hit) => ({hit, source: 'favorite'}) as const),
      });
    }
    return start;
  }, [showResults, result, lists]);
  const items = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  const activeIndex = items.length === 0 ? -1 : Math.min(active, items.length - 1);
  const itemId = (index: number) => `${id}-item-${index}`;

  // The active hit stays in view as the arrow keys move it (only then: scrolling into view
  // lays out the page, which each new list would otherwise pay for).
  const keyMoved = useRef(false);
  useLayoutEffect(() => {
    if (activeIndex < 0 || !keyMoved.current) return;
    keyMoved.current = false;
    document.getElementById(`${id}-item-${activeIndex}`)?.scrollIntoView?.({block: 'nearest'});
  }, [id, activeIndex]);

  const open = useCallback(
    (item: Item, how: 'here' | 'new-tab' | 'new-window') => {
      const path = toPath(item.hit.url);
      if (item.source !== 'favorite') stored.remember(item.hit);
      if (how === 'here') {
        onClose();
        navigate(path);
      } else {
        window.open(path, '_blank', how === 'new-window' ? 'noopener,popup' : 'noopener');
      }
    },
    [navigate, onClose, stored, toPath],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      keyMoved.current = true;
      setActive((activeIndex + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = items[activeIndex];
      if (!item) return;
      const how =
        event.metaKey || event.ctrlKey ? 'new-tab' : event.shiftKey ? 'new-window' : 'here';
      open(item, how);
    }
  };

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, item: Item) => {
    // Modified clicks open a tab or window as links do; the modal stays for the reader.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      if (item.source !== 'favorite') stored.remember(item.hit);
      return;
    }
    if (item.source !== 'favorite') stored.remember(item.hit);
    onClose();
  };

  const startScreen = translations.modal?.startScreen;
  const searchBox = translations.modal?.searchBox;
  const footer = translations.modal?.footer;
  // Hits are options of listboxes the box controls; stored searches are plain lists of links and
  // buttons (a button inside an option would be lost to assistive technology), which the arrow
  // keys still move through.
  const listIds = showResults
    ? groups.map((_, g) => `${id}-list-${g}`).join(' ') || undefined
    : undefined;
  const resultsFor = showResults && outcome ? outcome.query : '';

  let body: ReactNode;
  if (showResults && outcome?.status === 'error' && !pending) {
    body = <ErrorScreen />;
  } else if (showResults && result && result.hits.length === 0 && !pending) {
    body = (
      <NoResultsScreen
        query={outcome!.query}
        suggestions={result.suggestions.slice(0, 3)}
        onSuggestion={(suggestion) => {
          onQuery(suggestion);
          inputRef.current?.focus();
        }}
        missingResultsUrl={missingResultsUrl(outcome!.query)}
      />
    );
  } else if (!showResults && items.length === 0) {
    body = (
      <div className="DocSearch-StartScreen">
        <p className="DocSearch-Help">
          {startScreen?.noRecentSearchesText ?? 'No recent searches'}
        </p>
      </div>
    );
  } else {
    let index = 0;
    body = (
      <>
        {groups.map((group, g) => (
          <section className="DocSearch-Hits" key={`${g}:${group.title}`}>
            <div className="DocSearch-Hit-source" id={`${id}-source-${g}`}>
              {group.title}
            </div>
            <ul
              role={showResults ? 'listbox' : undefined}
              aria-labelledby={`${id}-source-${g}`}
              id={`${id}-list-${g}`}>
              {group.items.map((item) => {
                const n = index++;
                return (
                  <HitRow
                    key={`${item.source}:${item.hit.objectID}`}
                    item={item}
                    id={itemId(n)}
                    selected={n === activeIndex}
                    option={showResults}
                    onHover={() => setActive(n)}
                    onClick={(event) => onLinkClick(event, item)}
                    toPath={toPath}
                    actions={
                      item.source === 'recent' ? (
                        <>
                          <ActionButton
                            hit={item.hit}
                            title={startScreen?.saveRecentSearchButtonTitle ?? 'Save this search'}
                            onClick={() => {
                              stored.save(item.hit);
                              refreshLists();
                            }}>
                            <StarIcon />
                          </ActionButton>
                          <ActionButton
                            hit={item.hit}
                            title={
                              startScreen?.removeRecentSearchButtonTitle ??
                              'Remove this search from history'
                            }
                            onClick={() => {
                              stored.forget(item.hit.objectID);
                              refreshLists();
                            }}>
                            <CloseIcon />
                          </ActionButton>
                        </>
                      ) : item.source === 'favorite' ? (
                        <ActionButton
                          hit={item.hit}
                          title={
                            startScreen?.removeFavoriteSearchButtonTitle ??
                            'Remove this search from favorites'
                          }
                          onClick={() => {
                            stored.unsave(item.hit.objectID);
                            refreshLists();
                          }}>
                          <CloseIcon />
                        </ActionButton>
                      ) : null
                    }
                  />
                );
              })}
            </ul>
          </section>
        ))}
        {result && result.hits.length > 0 && (
          <section className={`DocSearch-HitsFooter ${styles.hitsFooter}`}>
            <Link to={searchPageUrl(outcome!.query)} onClick={onClose}>
              {translate(
                {id: 'theme.SearchBar.seeAll', message: 'See all {count} results'},
                {count: result.nbHits},
              )}
            </Link>
          </section>
        )}
      </>
    );
  }

  return (
    <div
      className={`DocSearch DocSearch-Container ${styles.container}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}>
      <div
        className="DocSearch-Modal"
        ref={modalRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-label`}
        data-results-for={resultsFor}
        data-pending={pending ? 'true' : undefined}>
        <div className="DocSearch-SearchBar">
          <form
            className="DocSearch-Form"
            role="search"
            onSubmit={(event) => event.preventDefault()}
            onReset={(event) => {
              event.preventDefault();
              onQuery('');
              inputRef.current?.focus();
            }}>
            <label className="DocSearch-MagnifierLabel" htmlFor={`${id}-input`} id={`${id}-label`}>
              {stalled ? (
                <span className="DocSearch-LoadingIndicator">
                  <LoadingIcon />
                </span>
              ) : (
                <SearchIcon />
              )}
              <span className="DocSearch-VisuallyHiddenForAccessibility">
                {translations.button?.buttonAriaLabel ?? 'Search'}
              </span>
            </label>
            <input
              ref={inputRef}
              className="DocSearch-Input"
              id={`${id}-input`}
              type="search"
              value={query}
              onChange={(event) => onQuery(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              placeholder={translations.placeholder}
              aria-autocomplete="list"
              aria-controls={listIds}
              aria-activedescendant={
                showResults && activeIndex >= 0 ? itemId(activeIndex) : undefined
              }
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              enterKeyHint="go"
              spellCheck={false}
              maxLength={MAX_QUERY_LENGTH}
              autoFocus
            />
            <div className="DocSearch-Actions">
              <button
                className="DocSearch-Clear"
                type="reset"
                hidden={query === ''}
                aria-label={searchBox?.clearButtonAriaLabel ?? 'Clear the query'}>
                {searchBox?.clearButtonTitle ?? 'Clear the query'}
              </button>
              {query !== '' && <div className="DocSearch-Divider" />}
              <button
                type="button"
                className="DocSearch-Action DocSearch-Close"
                title={searchBox?.closeButtonText ?? 'Cancel'}
                aria-label={searchBox?.closeButtonAriaLabel ?? 'Cancel'}
                onClick={onClose}>
                <CloseIcon />
              </button>
            </div>
          </form>
        </div>
        <div className="DocSearch-Dropdown" ref={dropdownRef}>
          <div className="DocSearch-Dropdown-Container">{body}</div>
        </div>
        <div className="DocSearch-Footer">
          <ul className="DocSearch-Commands">
            <li>
              <kbd className="DocSearch-Commands-Key">
                <ArrowKeyIcon label={footer?.navigateDownKeyAriaLabel ?? 'Arrow down'} />
              </kbd>
              <kbd className="DocSearch-Commands-Key">
                <ArrowKeyIcon label={footer?.navigateUpKeyAriaLabel ?? 'Arrow up'} up />
              </kbd>
              <span className="DocSearch-Label">{footer?.navigateText ?? 'Navigate'}</span>
            </li>
            <li>
              <kbd className="DocSearch-Commands-Key">
                <EnterKeyIcon label={footer?.selectKeyAriaLabel ?? 'Enter key'} />
              </kbd>
              <span className="DocSearch-Label">{footer?.selectText ?? 'Select'}</span>
            </li>
            <li>
              <kbd className="DocSearch-Commands-Key">
                <span className="DocSearch-Escape-Key">Esc</span>
              </kbd>
              <span className="DocSearch-Label">{footer?.closeText ?? 'Close'}</span>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}

function ActionButton({
  title,
  hit,
  onClick,
  children,
}: {
  title: string;
  /** The search it acts on, named in its accessible name. */
  hit: ModalHit;
  onClick: () => void;
  children: ReactNode;
}): ReactNode {
  const [attribute] = hitLines(hit);
  const name = (attribute === 'content' ? hit.content : hit.hierarchy[attribute]) ?? '';
  return (
    <div className="DocSearch-Hit-action">
      <button
        type="button"
        className="DocSearch-Hit-action-button"
        title={title}
        aria-label={`${title}: ${name}`}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          onClick();
        }}>
        {children}
      </button>
    </div>
  );
}

function HitRow({
  item,
  id,
  selected,
  option,
  onHover,
  onClick,
  toPath,
  actions,
}: {
  item: Item;
  id: string;
  selected: boolean;
  /** In a listbox: the link is the option. */
  option: boolean;
  onHover: () => void;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  toPath: (url: string) => string;
  actions: ReactNode;
}): ReactNode {
  const {hit} = item;
  const [title, path] = hitLines(hit);
  return (
    <li
      className={`DocSearch-Hit ${styles.hit}`}
      role={option ? 'none' : undefined}
      data-selected={selected}
      onMouseMove={selected ? undefined : onHover}>
      <Link
        to={toPath(hit.url)}
        onClick={onClick}
        id={id}
        role={option ? 'option' : undefined}
        aria-selected={option ? selected : undefined}
        tabIndex={option ? -1 : undefined}>
        <div className="DocSearch-Hit-Container">
          <div className="DocSearch-Hit-icon">
            {item.source === 'results' ? (
              <HitIcon type={hit.type} />
            ) : item.source === 'recent' ? (
              <RecentIcon />
            ) : (
              <StarIcon />
            )}
          </div>
          <div className="DocSearch-Hit-content-wrapper">
            <Line hit={hit} attribute={title} className="DocSearch-Hit-title" />
            {path !== null && <Line hit={hit} attribute={path} className="DocSearch-Hit-path" />}
          </div>
          {item.source === 'results' ? (
            <div className="DocSearch-Hit-action">
              <SelectIcon />
            </div>
          ) : (
            <span className={styles.actionRoom} />
          )}
        </div>
      </Link>
      {actions !== null && <div className={styles.actions}>{actions}</div>}
    </li>
  );
}
