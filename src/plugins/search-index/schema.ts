// Shared by the build (which writes the index) and the browser (which loads and queries it):
// both sides must tokenize and weigh fields the same way, so the options live here once.
import type MiniSearch from 'minisearch';
import type {Options, SearchOptions} from 'minisearch';

/** The plugin's name, also the key of its global data in the browser. */
export const PLUGIN_NAME = 'search-index';

/** What the plugin publishes to the browser (`usePluginData('search-index')`). */
export type SearchIndexGlobalData = {
  /** URL of the index, base URL included, with a per-build version against stale caches. */
  readonly indexUrl: string;
};

/** One searchable unit: a page (its title and introduction) or one of its `##`/`###` sections. */
export type SearchRecord = {
  /** Unique within the index: the record's URL path with its anchor. */
  readonly id: string;
  /** Path from the site root, including the base URL, with `#anchor` for a section. */
  readonly url: string;
  /** 1 for the page record and `##` sections, 2 for `###` sections (DocSearch's `lvl1`/`lvl2`). */
  readonly level: 1 | 2;
  /** The heading trail: page title, then the `##` heading, then the `###` heading. */
  readonly lvl0: string;
  readonly lvl1: string;
  readonly lvl2: string | null;
  /** The record's own heading (the page title for the page record). */
  readonly title: string;
  /** Headings above `title`, searchable with a lower weight. */
  readonly parents: string;
  /**
   * The page's meta description, on the page record only: it says in a sentence what the page
   * is for, often in the words of a task ("set up … in a Next.js app") rather than of an API.
   */
  readonly summary: string;
  /** Prose of the section, navigation chrome and code blocks excluded. */
  readonly content: string;
  /** Identifiers found in the section's code blocks, each once. */
  readonly code: string;
  /** `docsearch:language` and `docsearch:docusaurus_tag` of the page, for contextual search. */
  readonly language: string;
  readonly tag: string;
};

/**
 * Fields stored in the index head: what the browser needs to rank, filter and label a hit.
 * The section text (`content`) is stored apart, one file per page, fetched for the pages of
 * the hits on screen only.
 */
export const STORED_FIELDS = [
  'url',
  'level',
  'lvl0',
  'lvl1',
  'lvl2',
  'language',
  'tag',
] as const satisfies readonly (keyof SearchRecord)[];

export type StoredRecord = Pick<SearchRecord, (typeof STORED_FIELDS)[number]>;

/** MiniSearch's serialisation (`toJSON()`), whose `index` holds `[term, postings]` pairs. */
export type SerializedIndex = ReturnType<MiniSearch<SearchRecord>['toJSON']>;
export type IndexEntry = SerializedIndex['index'][number];

/**
 * The file the browser fetches first, on search intent: everything but the postings and the
 * section text, which it fetches as the queries need them. This keeps the bytes before the
 * first result small however large the docs grow.
 */
export type SearchIndexFile = {
  readonly version: typeof INDEX_FORMAT_VERSION;
  /** Page titles (each record's `lvl0`), offered as suggestions when a query finds nothing. */
  readonly pages: readonly string[];
  /** Every term of the index, sorted. The postings of `term` are in shard `shardOf(term)`. */
  readonly terms: readonly string[];
  /** How many postings shards there are (files `shardPath(n)`, n from 0). */
  readonly shardCount: number;
  /** Page paths in the order of their content files (`contentPath(n)`). */
  readonly contentPages: readonly string[];
  /** Docs pages outside every sidebar, which rank below the listed ones. */
  readonly unlisted: readonly string[];
  /** MiniSearch's serialisation with an empty `index`; the postings are in the shards. */
  readonly index: SerializedIndex;
};

/** One postings shard: the index entries of the terms that hash to it. */
export type SearchShardFile = {readonly entries: readonly IndexEntry[]};

/** One page's section text, by record id. */
export type SearchContentFile = {readonly content: Readonly<Record<string, string>>};

/** Name of the index head in the build output, next to index.html. */
export const INDEX_FILE_NAME = 'search-index.json';

/** Where shard `n` and content file `n` live, relative to the index head. */
export const shardPath = (n: number) => `search-index/terms-${n}.json`;
export const contentPath = (n: number) => `search-index/page-${n}.json`;

/** About this many terms per shard: a query touches a few shards of a few KiB each. */
export const TERMS_PER_SHARD = 150;

/** The shard that holds `term`'s postings: FNV-1a over its UTF-16 code units. */
export function shardOf(term: string, shardCount: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) {
    hash ^= term.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % shardCount;
}

/** Bumped whenever the file layout, the record shape or the tokenizer changes. */
export const INDEX_FORMAT_VERSION = 3;

/** Field weights: a match in a heading counts far more than one in body text or code. */
export const FIELD_BOOSTS = {title: 6, parents: 2, summary: 2, content: 1, code: 0.6} as const;

// Words too common to tell sections apart. Dropping them keeps the index small and lets
// "how to use the store" match the sections about using the store.
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from has have how i if in into is it its of on ' +
    'or so than that the their them then there these they this to was we what when where ' +
    'which while who why will with you your'
  ).split(' '),
);

// Runs of letters, digits, `_` and `$`: identifiers stay whole (`createAsyncThunk`,
// `api.util` becomes `api` and `util`), punctuation and markup separate words.
export const WORD_PATTERN = /[\p{L}\p{N}_$]+/gu;
// Boundaries inside an identifier: `createAsyncThunk` -> create|Async|Thunk,
// `RTKQuery` -> RTK|Query, `useGet2Query` -> use|Get|2|Query.
export const CAMEL_BOUNDARY =
  /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=\p{L})(?=\p{N})/u;

/** Words of `text` as written; the identifier parts are added at indexing time only. */
export function words(text: string): string[] {
  return Array.from(text.matchAll(WORD_PATTERN), (match) => match[0]);
}

/**
 * Abbreviations and synonyms: each group lists ways of writing one thing, as a reader types them
 * (lower case, stop words left out). A query phrase of a group also matches the group's other
 * phrases (query.ts); the index stores each phrase of two or more words as one joined term too
 * (`react query` -> `reactquery`), so that a phrase matches where its words stand together.
 */
const SYNONYMS: readonly (readonly string[])[] = [
  ['rtk', 'redux toolkit'],
  ['rtkq', 'rtk query', 'redux toolkit query'],
  ['react query', 'tanstack query'],
  ['ssr', 'server side rendering', 'server rendering'],
  ['codegen', 'code generation', 'generate code'],
  ['store setup', 'set up store', 'configurestore'],
  ['thunk', 'createasyncthunk'],
  ['auth', 'authentication', 'authorization'],
  ['login', 'log in', 'sign in'],
  ['logout', 'log out', 'sign out'],
  ['websocket', 'websockets', 'socket'],
  ['hmr', 'hot module replacement', 'hot reloading'],
  ['spinner', 'loading indicator', 'isloading'],
  ['rerender', 're render', 'rerenders'],
  ['refetch', 're fetch', 'refetching', 're fetching'],
  ['prefetch', 'pre fetch', 'prefetching'],
  ['ts', 'typescript'],
  ['saga', 'sagas', 'redux saga'],
  ['arg', 'argument'],
  ['args', 'arguments'],
  ['param', 'parameter'],
  ['params', 'parameters'],
  ['config', 'configuration', 'options'],
  ['env', 'environment'],
  ['dev', 'development'],
  ['prod', 'production'],
  ['ids', 'id'],
  ['tutorial', 'step by step', 'walkthrough'],
  ['internals', 'internal', 'under the hood'],
  ['docs', 'documentation'],
];

/**
 * SYNONYMS as the index sees it: each phrase as its normalised terms (stop words out), so that
 * "under the hood" is `under hood` on both sides.
 */
export const SYNONYM_TERMS: readonly (readonly (readonly string[])[])[] = SYNONYMS.map((group) =>
  group.map((phrase) =>
    phrase
      .split(' ')
      .map(normalizeTerm)
      .filter((term): term is string => term !== null),
  ),
);

/** The phrases of two or more words in SYNONYMS, which the index also stores joined. */
const PHRASES: ReadonlyMap<string, readonly string[][]> = (() => {
  const byFirst = new Map<string, string[][]>();
  for (const parts of SYNONYM_TERMS.flat()) {
    if (parts.length < 2) continue;
    byFirst.set(parts[0]!, [...(byFirst.get(parts[0]!) ?? []), [...parts]]);
  }
  return byFirst;
})();

/**
 * Index-time tokens: every word, plus the parts of a camel-case identifier, so that
 * "async thunk" finds `createAsyncThunk` while the query `createAsyncThunk` stays exact; plus
 * the joined form of each table phrase whose words stand together (stop words aside).
 */
export function indexTokens(text: string): string[] {
  const tokens: string[] = [];
  const plain: string[] = [];
  for (const word of words(text)) {
    tokens.push(word);
    const parts = word.split(CAMEL_BOUNDARY);
    if (parts.length > 1) tokens.push(...parts);
    const term = normalizeTerm(word);
    if (term !== null) plain.push(term);
  }
  plain.forEach((term, i) => {
    for (const phrase of PHRASES.get(term) ?? []) {
      if (phrase.every((part, k) => plain[i + k] === part)) tokens.push(phrase.join(''));
    }
  });
  return tokens;
}

/** Lower-cases a term and drops stop words and single letters; shared by index and query. */
export function normalizeTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/^[_$]+|[_$]+$/g, '');
  if (lower.length === 0 || STOP_WORDS.has(lower)) return null;
  if (lower.length === 1 && !/\d/.test(lower)) return null;
  return lower;
}

/** Searches longer than this are cut: nobody types more, and each term costs a fuzzy scan. */
export const MAX_QUERY_TERMS = 12;
export const MAX_QUERY_LENGTH = 256;

/** The query's terms as the index knows them, in order, capped. */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const word of words(query.slice(0, MAX_QUERY_LENGTH))) {
    const term = normalizeTerm(word);
    if (term !== null && !terms.includes(term)) terms.push(term);
    if (terms.length === MAX_QUERY_TERMS) break;
  }
  return terms;
}

/**
 * Search behaviour, modelled on Algolia's defaults. The last term matches as a prefix (the reader
 * may still be typing it: `prefetc`). Typos: one edit from four letters, two from eight
 * (`immr`, `createAsyncThnk`).
 */
export const SEARCH_OPTIONS = {
  boost: FIELD_BOOSTS,
  prefix: (_term: string, index: number, terms: readonly string[]) => index === terms.length - 1,
  fuzzy: (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
  weights: {fuzzy: 0.4, prefix: 0.5},
  // The page record stands for the whole page: when its title matches it should lead.
  boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) =>
    stored?.url !== undefined && !String(stored.url).includes('#') ? 1.4 : 1,
  combineWith: 'AND',
} satisfies SearchOptions;

/** MiniSearch options; the browser passes the same object to `MiniSearch.loadJS`. */
export const MINISEARCH_OPTIONS = {
  idField: 'id',
  fields: ['title', 'parents', 'summary', 'content', 'code'],
  storeFields: [...STORED_FIELDS],
  tokenize: indexTokens,
  processTerm: normalizeTerm,
  searchOptions: {
    ...SEARCH_OPTIONS,
    // The query is tokenized by `queryTerms` already; split it on spaces only.
    tokenize: (text: string) => text.split(' ').filter(Boolean),
  },
} satisfies Options<SearchRecord>;
