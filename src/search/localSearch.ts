// The local search engine behind the DocSearch modal and the /search page. It answers the two
// request shapes the theme sends to Algolia with Algolia-shaped results, so the theme's UI works
// unchanged. Loaded in its own chunk, only once a reader shows search intent (see ./loader.ts).
//
// Client code: no spreading of iterators ([...set]); Docusaurus' loose Babel preset compiles it
// to Array.concat and silently breaks it. Use Array.from.
import type MiniSearch from 'minisearch';
import {type SearchResult} from 'minisearch';
// The vocabulary lookup (prefix and typo matches) that decides which shards a query needs.
import SearchableMap from 'minisearch/SearchableMap';
import {escapeHtml} from '../utils/escapeHtml';
import {planQuery, vocabularyOf, type QueryPlan} from './query';
import {
  byPage,
  matchOf,
  pinErrorCode,
  rank,
  RERANK_WINDOW,
  rerank,
  type Ranked,
  type TermCache,
} from './rank';
import {recordsOf, ShardedIndex} from './shardedIndex';
import {
  decodeTerms,
  INDEX_FORMAT_VERSION,
  MINISEARCH_OPTIONS,
  pieceOf,
  queryTerms,
  SEARCH_OPTIONS,
  shardPath,
  startsOf,
  textPath,
  type SearchIndexFile,
  type SearchRecord,
  type SearchShardFile,
  type SearchTextFile,
  type StoredRecord,
  WORD_PATTERN,
} from './schema';

/** Facet filters as Algolia takes them: AND of entries, each a value or an OR-list of values. */
export type FacetFilters = string | ReadonlyArray<string | readonly string[]>;

/** The parameters of one Algolia search request that the local engine honours. */
export type SearchRequest = {
  readonly indexName?: string;
  readonly query?: string;
  readonly page?: number;
  readonly hitsPerPage?: number;
  readonly facetFilters?: FacetFilters;
  readonly highlightPreTag?: string;
  readonly highlightPostTag?: string;
  readonly attributesToSnippet?: readonly string[];
  readonly snippetEllipsisText?: string;
};

/** DocSearch sends `{requests}`; algoliasearch-helper (the /search page) sends `[{indexName, params}]`. */
export type SearchInput =
  | {readonly requests: readonly SearchRequest[]}
  | ReadonlyArray<{readonly indexName: string; readonly params?: SearchRequest}>;

type HighlightResult = {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
};

type Level = 'lvl0' | 'lvl1' | 'lvl2';

/** A hit as DocSearch and the theme's search page read it. */
export type LocalHit = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'content';
  hierarchy: Record<Level, string | null> & Record<'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', null>;
  content: string;
  _highlightResult: {
    hierarchy: Partial<Record<Level, HighlightResult>>;
    content: HighlightResult;
  };
  _snippetResult: {
    hierarchy: Partial<Record<Level, HighlightResult>>;
    content: Omit<HighlightResult, 'matchedWords'>;
  };
};

/** One result per request, in the shape of Algolia's search response. */
export type LocalResult = {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  exhaustiveNbHits: true;
  facets: Record<string, never>;
  /** Not Algolia's: queries to offer when this one found nothing. */
  suggestions: string[];
};

/** How to search. */
export type LocalSearchOptions = {
  /**
   * Answer from the files loaded already, fetching nothing: a query that needs another file
   * rejects with a NotCachedError instead. For answering as the reader types, before fetching
   * once they pause.
   */
  readonly cachedOnly?: boolean;
};

/** A loaded index head that answers Algolia-shaped requests. */
export type LocalSearch = {
  /**
   * Rejects when a file the query needs cannot be fetched, and the next search tries again; or,
   * with `cachedOnly`, when a file it needs is not loaded yet (NotCachedError).
   */
  readonly search: (
    input: SearchInput,
    options?: LocalSearchOptions,
  ) => Promise<{results: LocalResult[]}>;
};

/** A `cachedOnly` search needed index files that are not loaded yet. */
export class NotCachedError extends Error {
  /** The files it needed, relative to the index head. */
  readonly files: readonly string[];
  constructor(files: readonly string[]) {
    super(`search needs index files not loaded yet: ${files.join(', ')}`);
    // A compiled class extending Error may lose its prototype; `isNotCached` needs neither.
    Object.setPrototypeOf(this, NotCachedError.prototype);
    this.name = 'NotCachedError';
    this.files = files;
  }
}

/** Whether a search rejected because it was `cachedOnly` and needed more files. */
export function isNotCached(error: unknown): error is NotCachedError {
  return error instanceof Error && error.name === 'NotCachedError';
}

/** Fetches and parses one index file, given its path relative to the index head. */
export type FetchIndexFile = (relativePath: string) => Promise<unknown>;

// What Algolia's DocSearch indices are configured with; the /search page rewrites the class.
const DEFAULT_PRE_TAG = '<span class="algolia-docsearch-suggestion--highlight">';
const DEFAULT_POST_TAG = '</span>';
const DEFAULT_SNIPPET_WORDS = 15;

/** Name of the User Timing measure taken around each search call. */
export const QUERY_MEASURE = 'local-search:query';

/** The suggestions for a query that found nothing (see `suggest`): any prefix, wide typos. */
const SUGGEST = {
  prefix: true,
  fuzzy: (term: string) =>
    term.length >= 4 ? Math.min(4, Math.round(term.length * 0.4)) : (false as const),
};

type Lookup = {term: string; prefix: boolean; distance: number | false};

/** The index lookups a plan makes: the same prefix and typo settings as `rank` uses. */
function lookupsOf(plan: QueryPlan): Lookup[] {
  const code: Lookup[] =
    plan.errorCode === undefined
      ? []
      : [{term: String(plan.errorCode), prefix: false, distance: false}];
  return code.concat(
    plan.concepts.flatMap((concept) =>
      concept.variants.flatMap((variant, v) =>
        variant.terms.map((term, j) => ({
          term,
          prefix: concept.prefix && j === variant.terms.length - 1,
          distance: v === 0 && variant.terms.length === 1 ? concept.fuzzy : (false as const),
        })),
      ),
    ),
  );
}

/**
 * The numbers of the terms that begin with `prefix` in `sorted` (sorted by UTF-16 code units,
 * as the index writes them): `[first, end)`.
 */
export function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  let end = low;
  while (end < sorted.length && sorted[end]!.startsWith(prefix)) end++;
  return [low, end];
}

/** The shortest last word that still matches as a prefix after other words. */
const MIN_PREFIX = 3;

/**
 * The plan without prefix matching for a last word shorter than MIN_PREFIX after other words:
 * in "keep rtk qu", `qu` would add the postings of every term it begins and, since the hits of
 * the other words with any of them qualify, the text of a new set of hits, which a reader
 * typing on pays for at that keystroke. Measured with scripts/search-bytes.ts --typed: the index
 * bytes of typing "keep rtk query cache after a page reload" fall from 162 to 136 KiB gzip,
 * "show a loading indicator while the request is pending" from 158 to 128; the relevance sets'
 * rankings stay (only hits past the first change, for two queries ending in "id" and "2"). A
 * word typed alone still matches as a prefix from two letters: its terms are adjacent, in a
 * shard or two, and the reader sees hits as early as before. Done here rather than in query.ts,
 * which decides what a reader means, since it is about what a keystroke costs.
 */
function withoutShortPrefix(plan: QueryPlan): QueryPlan {
  if (plan.concepts.length < 2) return plan;
  return {
    ...plan,
    concepts: plan.concepts.map((concept) =>
      concept.prefix && concept.variants[0]!.terms.at(-1)!.length < MIN_PREFIX
        ? {...concept, prefix: false}
        : concept,
    ),
  };
}

/**
 * Whether `rerank` reads the section texts for this plan: it does when two concepts or more must
 * match (tests/unit/local-search.test.ts checks that it ignores them otherwise).
 */
export function usesProximity(plan: QueryPlan): boolean {
  return plan.concepts.filter((concept) => !concept.optional).length >= 2;
}

/** The words a hit's `matchedWords` are counted against: the reader's own, one per concept. */
function highlightTerms(plan: QueryPlan): string[] {
  return plan.concepts
    .filter((concept) => !concept.optional)
    .map((concept) => concept.variants[0]!.terms.join(''));
}

/**
 * Loads a fetched index head. The postings of a term and the text of a record come from
 * `fetchFile` (its shard, its text piece) the first time a query needs them and are kept for
 * the visit. `origin` makes hit URLs absolute, as the theme requires.
 */
export function createLocalSearch(
  file: SearchIndexFile,
  origin: string,
  fetchFile: FetchIndexFile,
): LocalSearch {
  if (file.version !== INDEX_FORMAT_VERSION) {
    throw new Error(
      `search index format ${String(file.version)} does not match this site's ` +
        `${INDEX_FORMAT_VERSION}; a cached index from another build was loaded`,
    );
  }
  const indexTerms = decodeTerms(file.terms);
  const termNumber = new Map(indexTerms.map((term, n) => [term, n] as const));
  // Where each shard starts in the term list, and each text piece in the record list.
  const shardStarts = startsOf(file.shardSizes);
  const textStarts = startsOf(file.textSizes);
  const known = (term: string) => termNumber.has(term);
  // The radix tree for typo lookups is built on the first typo lookup, not with the engine: it
  // took 105 of the engine's 196 ms to start in Node (cold, measured with --cpu-prof), and
  // exact and prefix lookups need only the sorted term list.
  let typoTree: SearchableMap<true> | null = null;
  const typoVocabulary = () =>
    (typoTree ??= SearchableMap.from(indexTerms.map((term) => [term, true] as const)));
  // Typo tolerance (SEARCH_OPTIONS.fuzzy) for the words the index does not know: a word it
  // knows is what the reader meant, and expanding it too costs milliseconds on long queries.
  const queryVocabulary = vocabularyOf(known, indexTerms, (term) =>
    known(term) ? false : SEARCH_OPTIONS.fuzzy(term),
  );
  // Fetches under way or done, and the files done (what a `cachedOnly` search may use).
  const shards = new Map<number, Promise<void>>();
  const shardsLoaded = new Set<number>();
  const pieces = new Map<number, Promise<readonly string[]>>();
  const piecesLoaded = new Map<number, readonly string[]>();
  const unlisted = new Set(file.pages.filter((page) => page.unlisted).map((page) => page.path));
  // Page titles, offered when a query finds nothing.
  const titles = Array.from(new Set(file.pages.map((page) => page.title)));
  const termCache: TermCache = new Map();
  // Each record's terms for the proximity bonus, tokenised once per visit.
  const tokenCache = new Map<string, readonly string[]>();
  const records = recordsOf(file);
  const recordNumber = new Map(records.map(({id}, n) => [id, n] as const));
  // MiniSearch over the postings loaded so far, which each shard adds to. The scores equal
  // those of the full index, since each term comes with all its postings and the document
  // statistics are in the head.
  const miniSearch = ShardedIndex.fromHead(file, MINISEARCH_OPTIONS, records);

  // The shards each (term, prefix, typo distance) needs: a typo lookup in the vocabulary costs
  // about a millisecond, so warm searches reuse the answer.
  const shardsNeeded = new Map<string, readonly number[]>();

  function shardsFor(term: string, prefix: boolean, distance: number | false): readonly number[] {
    const key = `${prefix ? 'prefix' : 'word'}|${distance}|${term}`;
    let shards = shardsNeeded.get(key);
    if (!shards) {
      const found = new Set<number>();
      const add = (word: string) => found.add(pieceOf(shardStarts, termNumber.get(word)!));
      if (known(term)) add(term);
      if (prefix) {
        const [first, end] = prefixRange(indexTerms, term);
        for (let n = first; n < end; n++) found.add(pieceOf(shardStarts, n));
      }
      if (distance !== false && distance > 0) {
        for (const word of Array.from(typoVocabulary().fuzzyGet(term, distance).keys())) add(word);
      }
      shards = Array.from(found);
      shardsNeeded.set(key, shards);
    }
    return shards;
  }

  /**
   * Loads the shards that hold the index words the given lookups may match; with `cachedOnly`,
   * rejects instead if one is not loaded.
   */
  async function expand(lookups: readonly Lookup[], cachedOnly: boolean): Promise<void> {
    const needed = new Set<number>();
    for (const {term, prefix, distance} of lookups) {
      for (const n of shardsFor(term, prefix, distance)) needed.add(n);
    }
    const missing = Array.from(needed).filter((n) => !shardsLoaded.has(n));
    if (missing.length === 0) return;
    if (cachedOnly) throw new NotCachedError(missing.map(shardPath));
    await Promise.all(missing.map(loadShard));
  }

  function loadShard(n: number): Promise<void> {
    let loading = shards.get(n);
    if (!loading) {
      loading = fetchFile(shardPath(n)).then((data) => {
        const start = shardStarts[n]!;
        const {postings} = data as SearchShardFile;
        miniSearch.addPostings(indexTerms.slice(start, start + postings.length), postings);
        shardsLoaded.add(n);
      });
      // A failed fetch is forgotten, so that the next search tries again.
      loading.catch(() => shards.delete(n));
      shards.set(n, loading);
    }
    return loading;
  }

  function loadPiece(n: number): Promise<readonly string[]> {
    let loading = pieces.get(n);
    if (!loading) {
      loading = fetchFile(textPath(n)).then((data) => {
        const {texts} = data as SearchTextFile;
        piecesLoaded.set(n, texts);
        return texts;
      });
      loading.catch(() => pieces.delete(n));
      pieces.set(n, loading);
    }
    return loading;
  }

  /**
   * The section text of each result, fetching the text pieces that hold them once; with
   * `cachedOnly`, rejects instead if one is not loaded.
   */
  async function sectionTexts(ranked: readonly Ranked[], cachedOnly: boolean): Promise<string[]> {
    const numbers = ranked.map(({id}) => recordNumber.get(id)!);
    const needed = Array.from(new Set(numbers.map((n) => pieceOf(textStarts, n))));
    const missing = needed.filter((n) => !piecesLoaded.has(n));
    if (missing.length > 0) {
      if (cachedOnly) throw new NotCachedError(missing.map(textPath));
      await Promise.all(missing.map(loadPiece));
    }
    return numbers.map((n) => {
      const piece = pieceOf(textStarts, n);
      return piecesLoaded.get(piece)![n - textStarts[piece]!] ?? '';
    });
  }

  async function runRequest(request: SearchRequest, cachedOnly: boolean): Promise<LocalResult> {
    const started = performance.now();
    const query = String(request.query ?? '');
    const terms = queryTerms(query);
    const filter = facetFilter(request.facetFilters);
    const plan = withoutShortPrefix(planQuery(query, queryVocabulary));
    await expand(lookupsOf(plan), cachedOnly);
    const first = rank(miniSearch, plan, {
      filter,
      filterKey: JSON.stringify(request.facetFilters ?? null),
      unlisted,
      termCache,
    });
    // The proximity bonus compares the positions of two concepts or more (`rerank`): for one,
    // the text of the window is not read, and only the hits shown need theirs.
    const windowTexts = usesProximity(plan)
      ? await sectionTexts(first.slice(0, RERANK_WINDOW), cachedOnly)
      : [];
    const ranked = pinErrorCode(
      byPage(rerank(first, plan, windowTexts, tokenCache), plan),
      miniSearch,
      plan,
      filter,
    );
    const hitsPerPage = Math.max(0, Math.floor(request.hitsPerPage ?? 20));
    const page = Math.max(0, Math.floor(request.page ?? 0));
    const tags = {
      pre: request.highlightPreTag ?? DEFAULT_PRE_TAG,
      post: request.highlightPostTag ?? DEFAULT_POST_TAG,
    };
    const snippetWords = snippetLength(request.attributesToSnippet);
    // Algolia's DocSearch indices configure no ellipsis; the /search page appends "..." itself.
    const ellipsis = request.snippetEllipsisText ?? '';
    const shown = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const texts = await sectionTexts(shown, cachedOnly);
    const matches = shown.map(matchOf);
    const matched = new Set(matches.flatMap((match) => Object.keys(match)));
    const highlighter = createHighlighter(matched, highlightTerms(plan), tags);
    const hits = shown.map((result, i) =>
      toHit(result, matches[i]!, texts[i]!, origin, highlighter, snippetWords, ellipsis),
    );
    let suggestions: string[] = [];
    if (ranked.length === 0 && terms.length > 0) {
      await expand(
        terms.map((term) => ({
          term,
          prefix: SUGGEST.prefix,
          distance: SUGGEST.fuzzy(term),
        })),
        cachedOnly,
      );
      suggestions = suggest(miniSearch, titles, terms, filter);
    }
    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(ranked.length / hitsPerPage) : 0,
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      query,
      params: '',
      index: request.indexName ?? '',
      exhaustiveNbHits: true,
      facets: {},
      suggestions,
    };
  }

  return {
    async search(input, {cachedOnly = false} = {}) {
      const requests = Array.isArray(input)
        ? (input as Extract<SearchInput, readonly unknown[]>).map(({indexName, params}) => ({
            indexName,
            ...params,
          }))
        : (input as Extract<SearchInput, {requests: unknown}>).requests;
      const started = performance.now();
      const results: LocalResult[] = [];
      for (const request of requests) results.push(await runRequest(request, cachedOnly));
      // Visible in the browser's performance tools; `npm run bench:search` reads it. Once the
      // files a query needs are loaded, this is the engine's time alone. Taken for the searches
      // that answer: not for one that rejects (a failed fetch, a `cachedOnly` search that needs
      // more files).
      performance.measure(QUERY_MEASURE, {start: started});
      return {results};
    },
  };
}

/** Nearby words of the index for a query that found nothing, else a few page titles. */
function suggest(
  miniSearch: MiniSearch<SearchRecord>,
  pages: readonly string[],
  terms: readonly string[],
  filter: ((result: SearchResult) => boolean) | undefined,
): string[] {
  const near = miniSearch
    .autoSuggest(terms.join(' '), {
      combineWith: 'OR',
      prefix: SUGGEST.prefix,
      fuzzy: SUGGEST.fuzzy,
      filter,
    })
    .slice(0, 3)
    .map((suggestion) => suggestion.suggestion);
  return near.length > 0 ? near : pages.slice(0, 3);
}

function facetFilter(filters: FacetFilters | undefined) {
  if (filters === undefined) return undefined;
  const groups = (typeof filters === 'string' ? [filters] : filters).map((entry) =>
    typeof entry === 'string' ? [entry] : entry,
  );
  if (groups.length === 0) return undefined;
  return (result: SearchResult) => {
    const facets: Record<string, unknown> = {
      language: result.language,
      docusaurus_tag: result.tag,
    };
    return groups.every((group) =>
      group.some((filter) => {
        const colon = filter.indexOf(':');
        return colon > 0 && facets[filter.slice(0, colon)] === filter.slice(colon + 1);
      }),
    );
  };
}

function snippetLength(attributes: readonly string[] | undefined): number {
  const spec = attributes?.find((attribute) => attribute.startsWith('content'));
  const words = spec ? Number(spec.split(':')[1]) : NaN;
  return Number.isFinite(words) && words > 0 ? words : DEFAULT_SNIPPET_WORDS;
}

function toHit(
  {id, result}: Ranked,
  match: Readonly<Record<string, readonly string[]>>,
  content: string,
  origin: string,
  highlighter: Highlighter,
  snippetWords: number,
  ellipsis: string,
): LocalHit {
  const record = result as unknown as StoredRecord;
  const headingMatched = Object.values(match).some((fields) => fields.includes('title'));
  const isPage = !record.url.includes('#');
  const [pathname, anchor] = record.url.split('#') as [string, string | undefined];
  const mark = highlighter.highlight;

  const hierarchy: Partial<Record<Level, HighlightResult>> = {lvl0: mark(record.lvl0)};
  const lvl1 = mark(record.lvl1);
  // The page record's lvl1 repeats the page title; the search page would show it twice.
  if (!isPage) hierarchy.lvl1 = lvl1;
  if (record.lvl2 !== null) hierarchy.lvl2 = mark(record.lvl2);
  const snippet = snippetOf(content, highlighter.firstMatch(content), snippetWords);
  const snippetMarked = mark(snippet.text);
  const wrap = (value: string) =>
    `${snippet.cutStart ? ellipsis : ''}${value}${snippet.cutEnd ? ellipsis : ''}`;

  return {
    objectID: id,
    url: new URL(record.url, origin).href,
    url_without_anchor: new URL(pathname, origin).href,
    anchor: anchor ?? null,
    type: headingMatched ? (record.level === 2 ? 'lvl2' : 'lvl1') : 'content',
    hierarchy: {
      lvl0: record.lvl0,
      lvl1: record.lvl1,
      lvl2: record.lvl2,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    // Short, so that DocSearch's recent searches in localStorage stay small.
    content: wrap(snippet.text),
    _highlightResult: {hierarchy, content: snippetMarked},
    _snippetResult: {
      hierarchy: {...hierarchy, lvl1},
      content: {value: wrap(snippetMarked.value), matchLevel: snippetMarked.matchLevel},
    },
  };
}

type Highlighter = {
  /** HTML-escapes `text` and wraps each word that matched the query in the highlight tags. */
  readonly highlight: (text: string) => HighlightResult;
  /** Character offset of the first match in `text`, or -1. */
  readonly firstMatch: (text: string) => number;
};

const CAMEL_PART = /[\p{Lu}]?[\p{Ll}]+|[\p{Lu}]+(?![\p{Ll}])|\p{N}+/gu;

/**
 * Highlights the words of one page of results. `matched` holds the index terms the results
 * matched (exact, prefix or fuzzy variants of the query terms); a word is marked when it, or
 * one part of a camel-case identifier, is one of them. Decisions are cached per word.
 */
export function createHighlighter(
  matched: ReadonlySet<string>,
  terms: readonly string[],
  tags: {pre: string; post: string},
): Highlighter {
  const decided = new Map<string, boolean>();
  const matches = (word: string): boolean => {
    let yes = decided.get(word);
    if (yes === undefined) {
      const lower = word.toLowerCase();
      yes =
        matched.has(lower) ||
        (lower !== word &&
          Array.from(word.matchAll(CAMEL_PART), (part) => part[0].toLowerCase()).some((part) =>
            matched.has(part),
          ));
      decided.set(word, yes);
    }
    return yes;
  };
  const pattern =
    matched.size > 0
      ? new RegExp(
          Array.from(matched, (term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
          'i',
        )
      : null;
  return {
    firstMatch: (text) => (pattern ? text.search(pattern) : -1),
    highlight(text) {
      let value = '';
      let last = 0;
      const found: string[] = [];
      for (const match of Array.from(text.matchAll(WORD_PATTERN))) {
        const word = match[0];
        if (!matches(word)) continue;
        const start = match.index ?? 0;
        value += `${escapeHtml(text.slice(last, start))}${tags.pre}${escapeHtml(word)}${tags.post}`;
        last = start + word.length;
        found.push(word.toLowerCase());
      }
      value += escapeHtml(text.slice(last));
      const matchedWords = terms.filter((term) =>
        found.some((word) => word.includes(term) || term.includes(word)),
      );
      return {
        value,
        matchedWords,
        matchLevel:
          found.length === 0 ? 'none' : matchedWords.length >= terms.length ? 'full' : 'partial',
      };
    },
  };
}

/**
 * About `words` words of `content` around the character offset `first` (its first match), and
 * where it was cut. Content is whitespace-normalised at build time: words are separated by
 * single spaces, so the window is found by walking spaces, without splitting long sections.
 */
function snippetOf(content: string, first: number, words: number) {
  let start = first < 0 ? 0 : content.lastIndexOf(' ', first) + 1;
  for (let before = Math.floor(words / 3); before > 0 && start > 0; before--) {
    start = content.lastIndexOf(' ', start - 2) + 1;
  }
  let end = start;
  let taken = 0;
  while (taken < words && end < content.length) {
    const space = content.indexOf(' ', end + 1);
    end = space < 0 ? content.length : space;
    taken++;
  }
  // Near the end of the section: take the missing words from before the match instead.
  for (; taken < words && start > 0; taken++) start = content.lastIndexOf(' ', start - 2) + 1;
  return {
    text: content.slice(start, end).trim(),
    cutStart: start > 0,
    cutEnd: end < content.length,
  };
}
